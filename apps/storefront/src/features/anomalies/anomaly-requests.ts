import { z } from 'zod';
import { ANOMALY_TARGET_STATUSES } from './anomaly-statuses';

/** POST /api/staff/anomalies/status */
export const anomalyStatusRequestSchema = z.object({
  anomalyId: z.uuid(),
  status: z.enum(ANOMALY_TARGET_STATUSES),
});
