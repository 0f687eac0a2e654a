import 'server-only';
import type { CombinedError } from '@urql/core';
import { DASHBOARD_ERROR_CODES } from '@stadio/graphql/enums';
import { graphql } from '@/gql';
import type { BackOfficeDashboardQuery, StaffSessionInput } from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { staffFailureOf } from '@/features/staff/staff-api';

graphql(`
  fragment DashboardMoneyFields on DashboardMoney {
    tickets
    gross
    discounts
    refunds
    refundedTickets
    net
  }
`);

graphql(`
  fragment DashboardStockFields on DashboardStock {
    capacity
    sold
    held
    free
    closed
  }
`);

const DashboardQuery = graphql(`
  query BackOfficeDashboard($session: StaffSessionInput!, $eventId: ID) {
    backOfficeDashboard(session: $session, eventId: $eventId) {
      currency
      match {
        eventId
        name
        startsAt
        isLive
      }
      matches {
        eventId
        name
        startsAt
        isLive
      }
      stock {
        ...DashboardStockFields
      }
      money {
        ...DashboardMoneyFields
      }
      extras {
        ...DashboardMoneyFields
      }
      categories {
        categoryId
        name
        colour
        stock {
          ...DashboardStockFields
        }
        money {
          ...DashboardMoneyFields
        }
      }
      blocks {
        blockId
        name
        standName
        categoryId
        isOpenSeating
        contour
        labelX
        labelY
        stock {
          ...DashboardStockFields
        }
        money {
          ...DashboardMoneyFields
        }
      }
      arena {
        id
        name
        width
        height
        pitch
      }
      channels {
        channel
        money {
          ...DashboardMoneyFields
        }
      }
      paymentTypes {
        paymentType
        money {
          ...DashboardMoneyFields
        }
      }
      days {
        day
        tickets
        net
      }
      resale {
        listed
        onSale
        resold
        withdrawn
        volume
      }
      attendance {
        tickets
        entered
      }
    }
  }
`);

/** What the dashboard page draws. */
export type DashboardData = BackOfficeDashboardQuery['backOfficeDashboard'];

/** A refused dashboard call: this area's codes, else the staff ones. */
export interface DashboardFailure {
  status: number;
  body: { error: string; code: string };
}

function dashboardFailureOf(error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>): DashboardFailure {
  const own = error.graphQLErrors.find((entry) =>
    (DASHBOARD_ERROR_CODES as readonly unknown[]).includes(entry.extensions?.code),
  );
  if (!own) return staffFailureOf(error);
  const code = String(own.extensions?.code);
  return { status: code === 'DASHBOARD_MATCH_NOT_FOUND' ? 404 : 400, body: { error: own.message, code } };
}

/** The dashboard of the API at one club; names in the staff member's language. */
export function dashboardApi(tenantSlug: string, locale: string) {
  const client = apiClient(tenantSlug, { locale });
  return {
    load: (
      session: StaffSessionInput,
      eventId: string | null,
    ): Promise<Outcome<DashboardData, DashboardFailure>> =>
      apiOutcome(
        'backOfficeDashboard',
        client.query(DashboardQuery, { session, eventId }).toPromise(),
        (d) => d.backOfficeDashboard,
        dashboardFailureOf,
        (f) => f.body.code === 'UNKNOWN',
      ),
  };
}
