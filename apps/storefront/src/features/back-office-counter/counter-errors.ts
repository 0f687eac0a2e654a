import { COUNTER_ERROR_CODES } from '@stadio/graphql/enums';
import { STAFF_CODES, STAFF_STATUS } from '@/features/staff/staff-error';

/*
 * The refusals of the counter routes: the API's CounterErrorCode values (counter.graphql), the
 * staff ones (sessions, roles, orders of another club) and the shared ones. No import but the
 * generated lists: the browser reads them too.
 */
export const COUNTER_CODES = [...COUNTER_ERROR_CODES, ...STAFF_CODES] as const;
export type CounterCode = (typeof COUNTER_CODES)[number];

/** The HTTP status of each refusal: bad input 400, what is not this club's 404, a taken seat 409. */
export const COUNTER_STATUS: Record<CounterCode, number> = {
  ...STAFF_STATUS,
  COUNTER_BAD_INPUT: 400,
  COUNTER_EVENT_NOT_FOUND: 404,
  COUNTER_NOT_ON_SALE: 409,
  COUNTER_SEATS_UNAVAILABLE: 409,
  COUNTER_TICKET_NOT_FOUND: 404,
  COUNTER_TICKET_NOT_REFUNDABLE: 409,
  COUNTER_REFUND_FAILED: 502,
};

/** A counter route's refusal body. */
export interface CounterErrorBody {
  error: string;
  code: CounterCode;
  seatIds?: string[];
}

export function isCounterCode(value: unknown): value is CounterCode {
  return typeof value === 'string' && (COUNTER_CODES as readonly string[]).includes(value);
}
