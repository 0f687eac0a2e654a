import { z } from 'zod';
import type { OrderAnomalyStatus } from '@/gql/graphql';
import { enumValues } from '@/lib/enum-values';

/** The statuses staff may move an anomaly to (OPEN is where it starts). */
export const ANOMALY_TARGET_STATUSES = enumValues<Exclude<OrderAnomalyStatus, 'OPEN'>>()([
  'ACKNOWLEDGED',
  'IN_PROGRESS',
  'SOLVED',
]);

/** POST /api/staff/anomalies/status */
export const anomalyStatusRequestSchema = z.object({
  anomalyId: z.uuid(),
  status: z.enum(ANOMALY_TARGET_STATUSES),
});
