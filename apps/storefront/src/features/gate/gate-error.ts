import { GATE_ERROR_CODES } from '@stadio/graphql/enums';
import { STAFF_CODES, STAFF_STATUS } from '@/features/staff/staff-error';

/*
 * The refusals of the gate routes: the API's GateErrorCode values (schema.graphql) and the staff
 * ones (session, role). No import but the generated lists: the browser reads it too.
 */
export const GATE_CODES = [...GATE_ERROR_CODES, ...STAFF_CODES] as const;
export type GateCode = (typeof GATE_CODES)[number];

/** The HTTP status of each refusal: another club's event is 404 like the staff's orders. */
export const GATE_STATUS: Record<GateCode, number> = {
  ...STAFF_STATUS,
  GATE_EVENT_NOT_FOUND: 404,
};

export function isGateCode(value: unknown): value is GateCode {
  return typeof value === 'string' && (GATE_CODES as readonly string[]).includes(value);
}
