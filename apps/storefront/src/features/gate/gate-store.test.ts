import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GateListView } from './gate-routes';
import {
  applySync,
  entryKey,
  loadGateState,
  loadQueue,
  mergeEntries,
  saveGateState,
  stateFromList,
} from './gate-store';

/** localStorage as a browser has it, with a quota: writes beyond `limit` characters are refused. */
class MemoryStorage {
  items = new Map<string, string>();
  constructor(private readonly limit = Infinity) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.items].reduce((n, [k, v]) => n + (k === key ? 0 : v.length), 0);
    if (used + value.length > this.limit) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const list = (tickets: number, at = '2026-11-27T17:00:00.000Z'): GateListView => ({
  event: { id: 'm07', name: 'Riviera – Flandres', startDatetime: '2026-11-27T19:00:00.000Z' },
  clubSlug: 'riviera',
  publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----\n',
  tickets: Array.from({ length: tickets }, (_, i) => ({
    ticketId: `tkt_${String(i).padStart(20, '0')}`,
    version: 1,
    blockName: 'E18',
    rowName: 'A',
    seatNumber: String(i),
    categoryName: 'Category 3',
    codeDigest: 'AAAAAAAAAAA',
  })),
  revoked: [],
  entries: [{ ticketId: 'tkt_00000000000000000000', version: 1, scannedAt: '2026-11-27T17:30:00.000Z' }],
  generatedAt: at,
});

const queued = (ticketId: string) => ({
  entryId: crypto.randomUUID(),
  ticketId,
  version: 1,
  scannedAt: '2026-11-27T18:00:00.000Z',
});

describe('what a gate device keeps in the browser', () => {
  let storage: MemoryStorage;
  const install = (limit?: number) => {
    storage = new MemoryStorage(limit);
    (globalThis as { window?: unknown }).window = { localStorage: storage };
  };
  beforeEach(() => install());
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('keeps the list, the known entries and the queue across a reload, per club and event', () => {
    const state = stateFromList(list(3), null, 'riviera');
    expect(state.entries).toEqual({ [entryKey('tkt_00000000000000000000', 1)]: '2026-11-27T17:30:00.000Z' });
    const scan = queued('tkt_00000000000000000001');
    saveGateState('riviera', {
      ...state,
      queue: [scan],
      entries: { ...state.entries, [entryKey(scan.ticketId, 1)]: scan.scannedAt },
    });
    const loaded = loadGateState('riviera', 'm07');
    expect(loaded?.list.tickets).toHaveLength(3);
    expect(loaded?.queue).toEqual([scan]);
    expect(loaded?.entries[entryKey(scan.ticketId, 1)]).toBe(scan.scannedAt);
    expect(loadGateState('amstel', 'm07')).toBeNull();
    expect(loadGateState('riviera', 'm03')).toBeNull();
  });

  it('keeps the queue when the list is too big for the storage, and a new list keeps it', () => {
    install(50_000);
    const big = stateFromList(list(1_000), null, 'riviera');
    const scan = queued('tkt_00000000000000000002');
    saveGateState('riviera', { ...big, queue: [scan] });
    expect(loadGateState('riviera', 'm07')).toBeNull();
    expect(loadQueue('riviera', 'm07')).toEqual([scan]);
    // The list downloaded again (the tab was closed meanwhile): the waiting scan is still there.
    const again = stateFromList(list(1_000, '2026-11-27T18:05:00.000Z'), null, 'riviera');
    expect(again.queue).toEqual([scan]);
    expect(again.entries[entryKey(scan.ticketId, 1)]).toBe(scan.scannedAt);
    expect(again.since).toBe('2026-11-27T18:05:00.000Z');
  });

  it('adds other gates’ entries, keeping the earliest time of each', () => {
    const state = stateFromList(list(2), null, 'riviera');
    const merged = mergeEntries(state, [
      { ticketId: 'tkt_00000000000000000000', version: 1, scannedAt: '2026-11-27T17:45:00.000Z' },
      { ticketId: 'tkt_00000000000000000001', version: 1, scannedAt: '2026-11-27T17:50:00.000Z' },
    ]);
    expect(merged.entries).toEqual({
      [entryKey('tkt_00000000000000000000', 1)]: '2026-11-27T17:30:00.000Z',
      [entryKey('tkt_00000000000000000001', 1)]: '2026-11-27T17:50:00.000Z',
    });
  });
});

describe('a sync answer on the device', () => {
  it('turns a scan another gate recorded first into an entry at that gate’s time, and forgets a refused one', () => {
    const base = stateFromList(list(4), null, 'riviera');
    const mine = queued('tkt_00000000000000000001');
    const beaten = queued('tkt_00000000000000000002');
    const refused = queued('tkt_00000000000000000003');
    const unsent = queued('tkt_00000000000000000000');
    const state = {
      ...base,
      queue: [mine, beaten, refused, unsent],
      entries: Object.fromEntries([mine, beaten, refused].map((e) => [entryKey(e.ticketId, 1), e.scannedAt])),
    };
    const { state: next, later } = applySync(state, {
      results: [
        {
          entryId: mine.entryId,
          ticketId: mine.ticketId,
          version: 1,
          outcome: 'FIRST',
          firstScannedAt: mine.scannedAt,
        },
        {
          entryId: beaten.entryId,
          ticketId: beaten.ticketId,
          version: 1,
          outcome: 'DUPLICATE',
          firstScannedAt: '2026-11-27T18:02:00.000Z',
        },
        {
          entryId: refused.entryId,
          ticketId: refused.ticketId,
          version: 1,
          outcome: 'NOT_VALID',
          firstScannedAt: null,
          refusal: 'WRONG_CODE',
        },
      ],
      entries: [{ ticketId: 'tkt_00000000000000000009', version: 1, scannedAt: '2026-11-27T18:01:00.000Z' }],
      syncedAt: '2026-11-27T18:03:00.000Z',
    });
    expect(next.queue).toEqual([unsent]);
    expect(next.since).toBe('2026-11-27T18:03:00.000Z');
    expect(next.entries[entryKey(mine.ticketId, 1)]).toBe(mine.scannedAt);
    expect(next.entries[entryKey(beaten.ticketId, 1)]).toBe('2026-11-27T18:02:00.000Z');
    expect(next.entries[entryKey(refused.ticketId, 1)]).toBeUndefined();
    expect(next.entries[entryKey('tkt_00000000000000000009', 1)]).toBe('2026-11-27T18:01:00.000Z');
    expect([...later]).toEqual([
      [beaten.entryId, { outcome: 'DUPLICATE', firstScannedAt: '2026-11-27T18:02:00.000Z' }],
      [refused.entryId, { outcome: 'NOT_VALID', refusal: 'WRONG_CODE' }],
    ]);
  });
});
