import 'server-only';
import type { CombinedError } from '@urql/core';
import { graphql } from '@/gql';
import type {
  SeasonCreateMatchInput,
  SeasonFilter,
  SeasonPriceInput,
  SeasonSaleWindowInput,
  SeasonTextInput,
  StaffSessionInput,
  StaffSeasonMatchQuery,
  StaffSeasonPacksQuery,
  StaffSeasonQuery,
} from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { isSeasonCode, seasonStatus, type SeasonErrorBody } from './season-error';

graphql(`
  fragment SeasonMatchFields on SeasonMatch {
    id
    name
    kickOff
    kickOffLocal
    opponent {
      id
      name
    }
    competition {
      id
      name
    }
    arena {
      id
      name
    }
    state
    saleOpen
    seatsSold
    seatsHeld
    seatsFree
    seatsClosed
    revenueCents
  }
`);

graphql(`
  fragment SeasonMatchDetailFields on SeasonMatchDetail {
    match {
      ...SeasonMatchFields
    }
    description {
      locale
      text
    }
    windows {
      saleChannel {
        id
        name
      }
      opening
      closing
      earlyBirdOpening
      cartLimit
    }
    saleChannels {
      id
      name
    }
    prices {
      categoryId
      productId
      priceCents
    }
    categories {
      id
      name
    }
    products {
      id
      name
    }
    timeZone
  }
`);

const SeasonQuery = graphql(`
  query StaffSeason($session: StaffSessionInput!, $filter: SeasonFilter) {
    staffSeason(session: $session, filter: $filter) {
      matches {
        ...SeasonMatchFields
      }
      competitions {
        id
        name
      }
      teams {
        id
        name
      }
      arenas {
        id
        name
      }
      timeZone
    }
  }
`);

const SeasonMatchQuery = graphql(`
  query StaffSeasonMatch($session: StaffSessionInput!, $eventId: ID!) {
    staffSeasonMatch(session: $session, eventId: $eventId) {
      ...SeasonMatchDetailFields
    }
  }
`);

const SeasonPacksQuery = graphql(`
  query StaffSeasonPacks($session: StaffSessionInput!) {
    staffSeasonPacks(session: $session) {
      packs {
        id
        name
        kind
        arena {
          id
          name
        }
        eventIds
        prices {
          categoryId
          productId
          priceCents
        }
        categories {
          id
          name
        }
      }
      matches {
        ...SeasonMatchFields
      }
      products {
        id
        name
      }
    }
  }
`);

const CreateMatchMutation = graphql(`
  mutation StaffCreateMatch($session: StaffSessionInput!, $input: SeasonCreateMatchInput!) {
    staffCreateMatch(session: $session, input: $input) {
      match {
        id
        saleOpen
      }
    }
  }
`);

const MatchDetailsMutation = graphql(`
  mutation StaffUpdateMatchDetails(
    $session: StaffSessionInput!
    $eventId: ID!
    $description: [SeasonTextInput!]!
    $kickOff: String
  ) {
    staffUpdateMatchDetails(
      session: $session
      eventId: $eventId
      description: $description
      kickOff: $kickOff
    ) {
      match {
        id
        saleOpen
      }
    }
  }
`);

const SaleWindowsMutation = graphql(`
  mutation StaffUpdateSaleWindows(
    $session: StaffSessionInput!
    $eventId: ID!
    $windows: [SeasonSaleWindowInput!]!
  ) {
    staffUpdateSaleWindows(session: $session, eventId: $eventId, windows: $windows) {
      match {
        id
        saleOpen
      }
    }
  }
`);

const SaleOpenMutation = graphql(`
  mutation StaffSetSaleOpen($session: StaffSessionInput!, $eventId: ID!, $open: Boolean!) {
    staffSetSaleOpen(session: $session, eventId: $eventId, open: $open) {
      match {
        id
        saleOpen
      }
    }
  }
`);

const MatchPricesMutation = graphql(`
  mutation StaffSetMatchPrices($session: StaffSessionInput!, $eventId: ID!, $prices: [SeasonPriceInput!]!) {
    staffSetMatchPrices(session: $session, eventId: $eventId, prices: $prices) {
      match {
        id
        saleOpen
      }
    }
  }
`);

const PackMutation = graphql(`
  mutation StaffUpdatePack(
    $session: StaffSessionInput!
    $packId: ID!
    $eventIds: [ID!]!
    $prices: [SeasonPriceInput!]!
  ) {
    staffUpdatePack(session: $session, packId: $packId, eventIds: $eventIds, prices: $prices) {
      id
    }
  }
`);

export type SeasonOverviewView = StaffSeasonQuery['staffSeason'];
export type SeasonMatchView = StaffSeasonMatchQuery['staffSeasonMatch'];
export type SeasonPacksView = StaffSeasonPacksQuery['staffSeasonPacks'];

/** A refused season operation, ready to be answered by a route. */
export interface SeasonFailure {
  status: number;
  body: SeasonErrorBody;
}

/** The API's refusal in the season routes' words, with the catalogue's refusals; UNKNOWN otherwise. */
export function seasonFailureOf(error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>): SeasonFailure {
  const known = error.graphQLErrors.find((entry) => isSeasonCode(entry.extensions?.code));
  if (!known) return { status: 502, body: { error: 'The season service is unavailable.', code: 'UNKNOWN' } };
  const extensions = known.extensions ?? {};
  const code = extensions.code as SeasonErrorBody['code'];
  const body: SeasonErrorBody = { error: known.message, code };
  if (Array.isArray(extensions.refusals)) body.refusals = extensions.refusals as SeasonErrorBody['refusals'];
  if (Array.isArray(extensions.issues)) body.issues = extensions.issues as SeasonErrorBody['issues'];
  return { status: seasonStatus(code), body };
}

/** The season operations of the API at one club (packages/graphql/schema/season.graphql). */
export function seasonApi(tenantSlug: string, locale?: string) {
  const client = apiClient(tenantSlug, { locale });
  const run = <D, T>(
    operation: string,
    pending: Promise<{ data?: D; error?: CombinedError }>,
    pick: (data: D) => T,
  ): Promise<Outcome<T, SeasonFailure>> =>
    apiOutcome(operation, pending, pick, seasonFailureOf, (f) => f.body.code === 'UNKNOWN');
  type Session = StaffSessionInput;
  return {
    season: (session: Session, filter: SeasonFilter) =>
      run('staffSeason', client.query(SeasonQuery, { session, filter }).toPromise(), (d) => d.staffSeason),
    match: (session: Session, eventId: string) =>
      run(
        'staffSeasonMatch',
        client.query(SeasonMatchQuery, { session, eventId }).toPromise(),
        (d) => d.staffSeasonMatch,
      ),
    packs: (session: Session) =>
      run(
        'staffSeasonPacks',
        client.query(SeasonPacksQuery, { session }).toPromise(),
        (d) => d.staffSeasonPacks,
      ),
    createMatch: (session: Session, input: SeasonCreateMatchInput) =>
      run(
        'staffCreateMatch',
        client.mutation(CreateMatchMutation, { session, input }).toPromise(),
        (d) => d.staffCreateMatch.match,
      ),
    details: (session: Session, eventId: string, description: SeasonTextInput[], kickOff: string | null) =>
      run(
        'staffUpdateMatchDetails',
        client.mutation(MatchDetailsMutation, { session, eventId, description, kickOff }).toPromise(),
        (d) => d.staffUpdateMatchDetails.match,
      ),
    saleWindows: (session: Session, eventId: string, windows: SeasonSaleWindowInput[]) =>
      run(
        'staffUpdateSaleWindows',
        client.mutation(SaleWindowsMutation, { session, eventId, windows }).toPromise(),
        (d) => d.staffUpdateSaleWindows.match,
      ),
    saleOpen: (session: Session, eventId: string, open: boolean) =>
      run(
        'staffSetSaleOpen',
        client.mutation(SaleOpenMutation, { session, eventId, open }).toPromise(),
        (d) => d.staffSetSaleOpen.match,
      ),
    prices: (session: Session, eventId: string, prices: SeasonPriceInput[]) =>
      run(
        'staffSetMatchPrices',
        client.mutation(MatchPricesMutation, { session, eventId, prices }).toPromise(),
        (d) => d.staffSetMatchPrices.match,
      ),
    pack: (session: Session, packId: string, eventIds: string[], prices: SeasonPriceInput[]) =>
      run(
        'staffUpdatePack',
        client.mutation(PackMutation, { session, packId, eventIds, prices }).toPromise(),
        (d) => d.staffUpdatePack,
      ),
  };
}
