// Ids are unique per tenant, not per venue, so every id starts with the arena id; a club with
// two venues (a stadium and a training ground) keeps them apart. They are readable on purpose:
// support staff read them in logs and tickets ("stade-des-pins-N12-C-7").

/** Id of a stand, from its letter ("stade-des-pins-N"). */
export function standId(arenaId: string, letter: string): string {
  return `${arenaId}-${letter}`;
}

/** Id of a block, from its label ("stade-des-pins-N12"). */
export function blockId(arenaId: string, blockName: string): string {
  return `${arenaId}-${blockName}`;
}

/** Id of a price category, from its key in the venue spec ("stade-des-pins-cat1"). */
export function categoryId(arenaId: string, key: string): string {
  return `${arenaId}-${key}`;
}

/** Id of a seat: its block id, row name and number ("stade-des-pins-N12-C-7"). */
export function seatId(blockIdValue: string, rowNameValue: string, seatNumber: string | number): string {
  return `${blockIdValue}-${rowNameValue}-${seatNumber}`;
}
