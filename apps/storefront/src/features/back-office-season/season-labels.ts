import type { SeasonMatchState } from '@/gql/graphql';
import type { Palette } from '@/features/primitives/button-class';

/** The states in the order the filter lists them, and the colour of each state's badge. */
export const STATE_PALETTE = {
  DRAFT: 'purple',
  ON_SALE: 'green',
  CLOSED: 'gray',
  SOLD_OUT: 'orange',
  PAST: 'gray',
  ARCHIVED: 'gray',
} as const satisfies Record<SeasonMatchState, Palette>;

export const STATES = Object.keys(STATE_PALETTE) as SeasonMatchState[];

/** `?state=on_sale` (the address keeps it readable) as the API's state, or none. */
export function stateOfQuery(value: string | undefined): SeasonMatchState | undefined {
  const upper = value?.toUpperCase();
  return STATES.find((s) => s === upper);
}

/** Cents as the price grid's cells write them: 3500 → "35.00"; none → "". */
export const centsToField = (cents: number | undefined) =>
  cents === undefined ? '' : (cents / 100).toFixed(2);

/** A typed amount ("35", "35,5", "35.50") as cents; "" → null (not sold); anything else → undefined. */
export function fieldToCents(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100);
}

/** "2027-03-06 20:45" (the API's local form) as an `<input type="datetime-local">` value, and back. */
export const localToInput = (local: string | null | undefined) => (local ? local.replace(' ', 'T') : '');
export const inputToLocal = (value: string) => value.replace('T', ' ').slice(0, 16);
