import type { OrderAnomalyStatus } from '@/gql/graphql';
import { enumValues } from '@/lib/enum-values';

/*
 * The anomaly statuses as the pages list them, with no zod (the status buttons are in the
 * browser, ADR 0017).
 */

export const ANOMALY_STATUS_VALUES = enumValues<OrderAnomalyStatus>()([
  'OPEN',
  'ACKNOWLEDGED',
  'IN_PROGRESS',
  'SOLVED',
]);

/** The statuses staff may move an anomaly to (OPEN is where it starts). */
export const ANOMALY_TARGET_STATUSES = enumValues<Exclude<OrderAnomalyStatus, 'OPEN'>>()([
  'ACKNOWLEDGED',
  'IN_PROGRESS',
  'SOLVED',
]);

const RANK: Record<OrderAnomalyStatus, number> = { OPEN: 0, ACKNOWLEDGED: 1, IN_PROGRESS: 2, SOLVED: 3 };

/** The statuses an anomaly in `status` may still move to (forward only, as the API allows). */
export function nextStatuses(status: OrderAnomalyStatus) {
  return ANOMALY_TARGET_STATUSES.filter((target) => RANK[target] > RANK[status]);
}
