import { HOLDER_FIELDS } from '@stadio/customers';
import type { HolderUnit } from './holder-units';
import type { HolderValues } from './holder-validation';

/** One holder as POST /api/ticket takes it. */
export type HolderRequest = { ticketId: string } & HolderValues;

/** A saved holder as the request spells it (the API answers genders in capitals). */
function savedValues(holder: NonNullable<HolderUnit['holder']>): HolderValues {
  const values: HolderValues = {};
  for (const name of HOLDER_FIELDS) {
    const value = holder[name];
    values[name] = name === 'gender' ? (value?.toLowerCase() ?? null) : (value ?? null);
  }
  return values;
}

/**
 * The holders to send on "Continue": the typed holder of every unit not filled in yet, for each of
 * its tickets (a pack seat's holder goes to the seat's ticket in every event). A unit whose holder
 * was saved for some of its tickets only gets the same holder for the others, as it cannot change.
 */
export function holderRequests(
  units: readonly HolderUnit[],
  typed: ReadonlyMap<string, HolderValues>,
): HolderRequest[] {
  return units.flatMap((unit) => {
    const values = unit.holder ? savedValues(unit.holder) : typed.get(unit.key);
    if (!values) return [];
    return unit.missingTicketIds.map((ticketId) => ({ ticketId, ...values }));
  });
}
