import type { GateEntryView, GateListView, GateSyncView } from './gate-routes';

/*
 * What a gate device keeps in the browser between scans, page loads and losses of the network
 * (docs/product.md#gate-scanning, ADR 0028): per club and event, the downloaded gate list, the
 * entries known (the server's and this device's), the scans not yet sent, and the time of the
 * last sync. localStorage: synchronous, so a scan is saved before its answer is shown.
 */

/** A scan this device accepted, waiting to be sent with what proves it (ADR 0044). */
export interface QueuedEntry {
  entryId: string;
  ticketId: string;
  version: number;
  scannedAt: string;
  /** The QR code read. */
  token?: string;
  /** The gate code typed with the ticket number. */
  code?: string;
}

export interface GateState {
  list: GateListView;
  /** Known entries by `ticketId:version`: when the first entry was scanned. */
  entries: Record<string, string>;
  queue: QueuedEntry[];
  /** The server's time of the last list or sync: the next sync asks for entries since then. */
  since: string;
}

const PREFIX = 'stadio-gate:v1';

const listKey = (club: string, eventId: string) => `${PREFIX}:${club}:list:${eventId}`;
const knownKey = (club: string, eventId: string) => `${PREFIX}:${club}:entries:${eventId}`;
const queueKey = (club: string, eventId: string) => `${PREFIX}:${club}:queue:${eventId}`;

/** The key of an entry: one per ticket version. */
export const entryKey = (ticketId: string, version: number) => `${ticketId}:${version}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** This device's id (random, kept): which gate sent a scan. */
export function deviceId(): string {
  const store = storage();
  const key = `${PREFIX}:device`;
  let id = store?.getItem(key) ?? null;
  if (!id) {
    id = `gate-${crypto.randomUUID()}`;
    store?.setItem(key, id);
  }
  return id;
}

/** The scans of an event not yet sent, kept apart from the list: a list too big to store never costs them. */
export function loadQueue(club: string, eventId: string): QueuedEntry[] {
  try {
    const queue = JSON.parse(storage()?.getItem(queueKey(club, eventId)) ?? '[]') as unknown;
    return Array.isArray(queue) ? (queue as QueuedEntry[]) : [];
  } catch {
    return [];
  }
}

export function loadGateState(club: string, eventId: string): GateState | null {
  const store = storage();
  try {
    const list = JSON.parse(store?.getItem(listKey(club, eventId)) ?? 'null') as GateListView | null;
    if (list?.event?.id !== eventId) return null;
    const known = JSON.parse(store?.getItem(knownKey(club, eventId)) ?? 'null') as Pick<
      GateState,
      'entries' | 'since'
    > | null;
    return {
      list,
      entries: known?.entries ?? {},
      since: known?.since ?? list.generatedAt,
      queue: loadQueue(club, eventId),
    };
  } catch {
    return null;
  }
}

/** The lists already written: a list is written once, when downloaded, not at every scan. */
const savedLists = new WeakSet<GateListView>();

/**
 * Saves the queue first, on its own (small, and what must not be lost), then the known entries,
 * then the list if it is new. A browser may refuse a list too big for its storage (about 5 MB:
 * some 20 000 tickets); the page then works from memory and downloads the list again next time
 * (ADR 0028).
 */
export function saveGateState(club: string, state: GateState): void {
  const store = storage();
  if (!store) return;
  const eventId = state.list.event.id;
  const write = (key: string, value: unknown) => {
    try {
      store.setItem(key, JSON.stringify(value));
      return true;
    } catch {
      // Full or refused (private browsing): kept in memory only.
      return false;
    }
  };
  write(queueKey(club, eventId), state.queue);
  write(knownKey(club, eventId), { entries: state.entries, since: state.since });
  if (savedLists.has(state.list)) return;
  // Tried once per downloaded list: a refused one is not tried again at every scan.
  savedLists.add(state.list);
  if (!write(listKey(club, eventId), state.list)) store.removeItem(listKey(club, eventId));
}

/** A state from a freshly downloaded list, keeping this device's scans not yet sent. */
export function stateFromList(list: GateListView, previous: GateState | null, club: string): GateState {
  const entries: Record<string, string> = {};
  for (const entry of list.entries) entries[entryKey(entry.ticketId, entry.version)] = entry.scannedAt;
  const queue = previous?.queue ?? loadQueue(club, list.event.id);
  for (const queued of queue) {
    const key = entryKey(queued.ticketId, queued.version);
    entries[key] ??= queued.scannedAt;
  }
  return { list, entries, queue, since: list.generatedAt };
}

/** Adds entries the server sent (other gates'), keeping the earliest known time of each. */
export function mergeEntries(state: GateState, entries: readonly GateEntryView[]): GateState {
  const merged = { ...state.entries };
  for (const entry of entries) {
    const key = entryKey(entry.ticketId, entry.version);
    const known = merged[key];
    if (!known || entry.scannedAt < known) merged[key] = entry.scannedAt;
  }
  return { ...state, entries: merged };
}

/** What the server said of one of this device's scans, when it was not simply the entry. */
export interface LaterOutcome {
  outcome: 'DUPLICATE' | 'NOT_VALID';
  /** DUPLICATE: when the ticket's entry (another gate's scan) was scanned. */
  firstScannedAt?: string;
  /** NOT_VALID: the ticket changed since the list (NOT_ADMITTED), or the scan proved nothing. */
  refusal?: GateRefusal;
}

/** Why the shop did not record a scan. */
export type GateRefusal = NonNullable<GateSyncView['results'][number]['refusal']>;

/**
 * The state after a sync's answer: the scans it answered leave the queue, other gates' entries
 * are added, a scan another gate recorded first takes that gate's time (the page then says
 * ALREADY USED), and one the server refused is no entry. `later` names those scans by entry id.
 */
export function applySync(
  state: GateState,
  answer: GateSyncView,
): { state: GateState; later: Map<string, LaterOutcome> } {
  const answered = new Set(answer.results.map((result) => result.entryId));
  const merged = mergeEntries(
    { ...state, queue: state.queue.filter((entry) => !answered.has(entry.entryId)), since: answer.syncedAt },
    answer.entries,
  );
  const entries = { ...merged.entries };
  const later = new Map<string, LaterOutcome>();
  for (const result of answer.results) {
    const key = entryKey(result.ticketId, result.version);
    if (result.outcome === 'DUPLICATE' && result.firstScannedAt) {
      entries[key] = result.firstScannedAt;
      later.set(result.entryId, { outcome: 'DUPLICATE', firstScannedAt: result.firstScannedAt });
    } else if (result.outcome === 'NOT_VALID') {
      delete entries[key];
      later.set(result.entryId, { outcome: 'NOT_VALID', refusal: result.refusal ?? 'NOT_ADMITTED' });
    }
  }
  return { state: { ...merged, entries }, later };
}
