import type { TargetEntry } from './hold-facts';
import { perPool } from '../../database/per-pool';
import { WeightedLru } from '../../database/weighted-lru';

/*
 * What seat holds check of the catalogue, kept in memory per club and catalogue revision (ADR
 * 0012). Every entry of a club was read at the club's `revision`: a read that comes back with a
 * newer revision empties the club first, one with an older revision is not kept. Each hold then
 * verifies, in its own statement, that the club is still at the revision its facts came from.
 */

/** Seat id → category id, for the seats of one block. */
export type BlockSeats = ReadonlyMap<string, string>;

/** Most seats kept per club (about 10 MB); least recently used blocks go first. */
const MAX_SEATS_PER_CLUB = 100_000;
/** Most events and packs kept per club; least recently used go first. */
const MAX_TARGETS_PER_CLUB = 500;

/** The facts of one club, all read at `revision` (-1: none read yet). */
class ClubFacts {
  revision = -1;
  private readonly targets = new WeightedLru<TargetEntry>(MAX_TARGETS_PER_CLUB);
  private readonly blockSeats = new WeightedLru<BlockSeats>(MAX_SEATS_PER_CLUB, (seats) => seats.size);

  target(key: string): TargetEntry | undefined {
    return this.targets.get(key);
  }

  seatsOf(blockId: string): BlockSeats | undefined {
    return this.blockSeats.get(blockId);
  }

  keepTarget(key: string, entry: TargetEntry): void {
    this.targets.set(key, entry);
  }

  keepSeats(blockId: string, seats: BlockSeats): void {
    this.blockSeats.set(blockId, seats);
  }
}

/** The hold facts of every club of one database, as this process last read them. */
export class HoldFactsCache {
  private readonly clubs = new Map<string, ClubFacts>();
  private readonly reading = new Map<string, Promise<unknown>>();

  /** The facts of club `tenantId` (empty at first). */
  club(tenantId: string): ClubFacts {
    let club = this.clubs.get(tenantId);
    if (!club) {
      club = new ClubFacts();
      this.clubs.set(tenantId, club);
    }
    return club;
  }

  /**
   * Whether facts read at `revision` may be kept for the club: a newer revision first empties
   * the club and becomes its revision; an older one (a read that started before a change another
   * read has already seen) may not.
   */
  accept(tenantId: string, revision: number): boolean {
    const club = this.club(tenantId);
    if (revision > club.revision) this.clubs.set(tenantId, Object.assign(new ClubFacts(), { revision }));
    return revision >= club.revision;
  }

  /**
   * Forgets the club's facts: a hold found its catalogue changed. With `staleRevision`, the
   * revision the refused hold's facts came from, facts already read at a newer revision stay: the
   * hundreds of holds of an on-sale that all planned with the old facts then cause one new read,
   * not one each that empties what the others have just read.
   */
  forget(tenantId: string, staleRevision?: number): void {
    const club = this.clubs.get(tenantId);
    if (staleRevision !== undefined && club && club.revision > staleRevision) return;
    this.clubs.delete(tenantId);
  }

  /**
   * Runs `read` once for every caller asking for the same `key` of a club at the same time: the
   * first caller reads, the others wait for its answer (single flight). An on-sale sends hundreds
   * of holds of one event at once, each missing the same facts when the cache is cold or has just
   * been emptied by a catalogue change (ADR 0015).
   */
  async readOnce<T>(tenantId: string, key: string, read: () => Promise<T>): Promise<T> {
    const flightKey = `${tenantId}\u0000${key}`;
    const running = this.reading.get(flightKey) as Promise<T> | undefined;
    if (running) return running;
    const started = read().finally(() => this.reading.delete(flightKey));
    this.reading.set(flightKey, started);
    return started;
  }
}

/** The facts cache of a connection pool (one per database, for the life of the pool). */
export const holdFactsCacheOf = perPool(() => new HoldFactsCache());
