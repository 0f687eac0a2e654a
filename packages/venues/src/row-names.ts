// I and O are left out, as on real tickets, so they are never read as 1 and 0.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Name of the row at a 0-based index from the pitch: A, B, … Z (no I, O), then AA, BB, … ZZ. */
export function rowName(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= LETTERS.length * 2) {
    throw new RangeError(`no row name for index ${index} (0 to ${LETTERS.length * 2 - 1})`);
  }
  const letter = LETTERS[index % LETTERS.length] ?? 'A';
  return index < LETTERS.length ? letter : letter + letter;
}

/** How many rows a block can have with distinct names. */
export const MAX_ROWS = LETTERS.length * 2;
