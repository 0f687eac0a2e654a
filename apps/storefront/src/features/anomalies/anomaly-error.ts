import { ANOMALY_ERROR_CODES } from '@stadio/graphql/enums';
import { STAFF_CODES, STAFF_STATUS } from '@/features/staff/staff-error';

/*
 * The refusals of the anomaly route: the API's AnomalyErrorCode values (schema.graphql) and the
 * staff ones (session, role). No import but the generated lists: the browser reads it too.
 */
export const ANOMALY_CODES = [...ANOMALY_ERROR_CODES, ...STAFF_CODES] as const;
export type AnomalyCode = (typeof ANOMALY_CODES)[number];

/** The HTTP status of each refusal: another club's anomaly is 404 like the staff's orders. */
export const ANOMALY_STATUS: Record<AnomalyCode, number> = {
  ...STAFF_STATUS,
  ANOMALY_NOT_FOUND: 404,
  ANOMALY_STATUS_NOT_ALLOWED: 409,
};

export function isAnomalyCode(value: unknown): value is AnomalyCode {
  return typeof value === 'string' && (ANOMALY_CODES as readonly string[]).includes(value);
}
