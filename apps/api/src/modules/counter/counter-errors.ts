import type { CounterErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** An error of a counter operation (enum CounterErrorCode of counter.graphql); nothing was changed. */
export function counterError(code: CounterErrorCode, message: string, details: Record<string, unknown> = {}) {
  return apiError(code, message, details);
}

export const eventNotFound = () => counterError('COUNTER_EVENT_NOT_FOUND', 'No such match at this club');
export const notOnSale = () =>
  counterError('COUNTER_NOT_ON_SALE', 'This match does not sell at the box office right now');
