import type { PlanSeat } from './load-block-seats';
import { perPool } from '../../database/per-pool';
import { WeightedLru } from '../../database/weighted-lru';

/*
 * The plans of blocks (their seats with categories named in one language), kept in memory per club
 * and catalogue revision as the hold facts are (ADR 0012, ADR 0029). Every fan looking at a block
 * asks for it every few seconds, and between two revisions only which seats are free changes: the
 * seats and categories tables move the club's revision on every write (migration 0010), so a plan
 * read when the club was at revision R is the plan for as long as the club stays at R.
 */

/** Most seats kept per club, all languages together (a few tens of MB); least recently used blocks go first. */
const MAX_SEATS_PER_CLUB = 100_000;

class ClubPlans {
  /** `locale \0 blockId` → the block's seats. */
  readonly blocks: WeightedLru<readonly PlanSeat[]>;

  constructor(
    readonly revision: number,
    maxSeats: number,
  ) {
    this.blocks = new WeightedLru(maxSeats, (seats) => seats.length);
  }
}

const keyOf = (locale: string, blockId: string) => `${locale}\u0000${blockId}`;

/** The block plans of every club of one database, as this process last read them. */
export class PlanSeatsCache {
  private readonly clubs = new Map<string, ClubPlans>();

  constructor(private readonly maxSeatsPerClub = MAX_SEATS_PER_CLUB) {}

  /** The plans of those of `blockIds` kept for the club at `revision` in `locale`. */
  plans(
    tenantId: string,
    revision: number,
    locale: string,
    blockIds: readonly string[],
  ): Map<string, readonly PlanSeat[]> {
    const found = new Map<string, readonly PlanSeat[]>();
    const club = this.clubs.get(tenantId);
    if (!club || club.revision !== revision) return found;
    for (const blockId of blockIds) {
      const seats = club.blocks.get(keyOf(locale, blockId));
      if (seats) found.set(blockId, seats);
    }
    return found;
  }

  /**
   * Keeps plans read at `revision`: a newer revision than the club's empties it first; an older one
   * (a read that started before a change another read has already seen) is not kept. Blocks without
   * seats are not kept either: any id can be asked for, and an unknown one has none.
   */
  keep(
    tenantId: string,
    revision: number,
    locale: string,
    plans: ReadonlyMap<string, readonly PlanSeat[]>,
  ): void {
    let club = this.clubs.get(tenantId);
    if (club && revision < club.revision) return;
    if (!club || revision > club.revision) {
      club = new ClubPlans(revision, this.maxSeatsPerClub);
      this.clubs.set(tenantId, club);
    }
    for (const [blockId, seats] of plans)
      if (seats.length > 0) club.blocks.set(keyOf(locale, blockId), seats);
  }
}

/** The plans cache of a connection pool (one per database, for the life of the pool). */
export const planSeatsCacheOf = perPool(() => new PlanSeatsCache());
