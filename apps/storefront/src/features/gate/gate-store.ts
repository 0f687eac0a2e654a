import type { GateEntryView, GateListView } from './gate-routes';

/*
 * What a gate device keeps in the browser between scans, page loads and losses of the network
 * (docs/product.md#gate-scanning, ADR 0028): per club and event, the downloaded gate list, the
 * entries known (the server's and this device's), the scans not yet sent, and the time of the
 * last sync. localStorage: synchronous, so a scan is saved before its answer is shown.
 */

/** A scan this device accepted, waiting to be sent. */
export interface QueuedEntry {
  entryId: string;
  ticketId: string;
  version: number;
  scannedAt: string;
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

const stateKey = (club: string, eventId: string) => `${PREFIX}:${club}:event:${eventId}`;

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

export function loadGateState(club: string, eventId: string): GateState | null {
  const text = storage()?.getItem(stateKey(club, eventId));
  if (!text) return null;
  try {
    const state = JSON.parse(text) as GateState;
    return state.list?.event?.id === eventId && Array.isArray(state.queue) ? state : null;
  } catch {
    return null;
  }
}

export function saveGateState(club: string, state: GateState): void {
  try {
    storage()?.setItem(stateKey(club, state.list.event.id), JSON.stringify(state));
  } catch {
    // Storage full or refused (private browsing): the page still works from memory.
  }
}

/** A state from a freshly downloaded list, keeping this device's scans not yet sent. */
export function stateFromList(list: GateListView, previous: GateState | null): GateState {
  const entries: Record<string, string> = {};
  for (const entry of list.entries) entries[entryKey(entry.ticketId, entry.version)] = entry.scannedAt;
  const queue = previous?.queue ?? [];
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
