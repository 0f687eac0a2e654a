'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { isGateCode } from './gate-error';
import type { ShownScan } from './gate-result';
import { GATE_ENTRIES_ROUTE, GATE_LIST_ROUTE, GATE_TICKET_ROUTE, type GateListView } from './gate-routes';
import {
  applySync,
  deviceId,
  entryKey,
  loadGateState,
  saveGateState,
  stateFromList,
  type GateState,
  type QueuedEntry,
} from './gate-store';
import {
  indexGate,
  mayBeNewer,
  supportsEd25519,
  verifyScan,
  withTicket,
  type GateIndex,
} from './gate-verify';

/** How often the device sends its queue and hears of other gates' entries while online. */
const SYNC_EVERY_MS = 15_000;
/**
 * How often the device downloads the list again while online: tickets sold, cancelled, resold or
 * transferred since reach the gate without a reload by hand (about 100 bytes a ticket).
 */
const LIST_EVERY_MS = 5 * 60_000;
/**
 * How long a scan of a ticket the list does not know waits for the shop's answer before it is
 * "unknown": a gate on a weak network still answers at once.
 */
const LOOKUP_WAIT_MS = 2_500;
const HISTORY = 8;
const SYNC_BATCH = 500;

function subscribeOnline(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** The list indexed for scanning; null when this browser cannot import an Ed25519 key (said on the page). */
async function indexOrNull(data: Parameters<typeof indexGate>[0]): Promise<GateIndex | null> {
  try {
    return await indexGate(data);
  } catch {
    return null;
  }
}

/**
 * One gate device's work for the chosen event (ADR 0028): the gate list (cached in the browser,
 * refreshed when the network answers), the checks against it, the queue of accepted entries and
 * its sync with the shop, which may turn a scan into ALREADY USED when another gate came first.
 */
export function useGateSession(club: string, locale: string) {
  const t = useTranslations('staffScan');
  const [eventId, setEventId] = useState('');
  const [state, setState] = useState<GateState | null>(null);
  const [index, setIndex] = useState<GateIndex | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What the browser says of the network, and whether the shop answered the last call.
  const browserOnline = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [reachable, setReachable] = useState(true);
  const [lastSync, setLastSync] = useState<string | null>(null);
  const [history, setHistory] = useState<ShownScan[]>([]);
  const [unsupported, setUnsupported] = useState(false);
  const stateRef = useRef<GateState | null>(null);
  const indexRef = useRef<GateIndex | null>(null);
  const syncing = useRef(false);
  const listing = useRef(false);
  const scanCount = useRef(0);

  const keep = useCallback(
    (next: GateState) => {
      stateRef.current = next;
      setState(next);
      saveGateState(club, next);
    },
    [club],
  );

  const showIndex = useCallback((next: GateIndex | null) => {
    indexRef.current = next;
    setIndex(next);
  }, []);

  const failureText = useCallback(
    (json: unknown) => {
      const value = (json as { code?: unknown } | null)?.code;
      const code = isGateCode(value) ? value : 'UNKNOWN';
      if (code === 'STAFF_SESSION_ENDED') return t('errors.sessionEnded');
      if (code === 'STAFF_FORBIDDEN') return t('errors.forbidden');
      return t('errors.listFailed');
    },
    [t],
  );

  /** Sends the queue (and hears of other gates' entries); safe to call at any time. */
  const sync = useCallback(async () => {
    const current = stateRef.current;
    if (!current || syncing.current) return;
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    syncing.current = true;
    try {
      const answer = await callRoute(GATE_ENTRIES_ROUTE, {
        eventId: current.list.event.id,
        deviceId: deviceId(),
        entries: current.queue.slice(0, SYNC_BATCH),
        since: current.since,
      });
      if (!answer.ok) {
        if ('network' in answer) setReachable(false);
        else setProblem(failureText(answer.json));
        return;
      }
      setReachable(true);
      const { state: next, later } = applySync(stateRef.current ?? current, answer.data);
      keep(next);
      setLastSync(answer.data.syncedAt);
      if (later.size > 0)
        setHistory((shown) =>
          shown.map((scan) => {
            const found = scan.entryId ? later.get(scan.entryId) : undefined;
            if (!found) return scan;
            return {
              ...scan,
              later: found.outcome,
              laterRefusal: found.refusal,
              firstScannedAt: found.firstScannedAt ?? scan.firstScannedAt,
            };
          }),
        );
    } finally {
      syncing.current = false;
    }
  }, [failureText, keep]);

  /** Downloads the event's list; the answer, or why not (null: the network did not answer). */
  const download = useCallback(
    async (id: string): Promise<GateListView | { failed: unknown } | null> => {
      const answer = await callRoute(GATE_LIST_ROUTE, { eventId: id, locale });
      if (!answer.ok) {
        if ('network' in answer) {
          setReachable(false);
          return null;
        }
        return { failed: answer.json };
      }
      setReachable(true);
      return answer.data;
    },
    [locale],
  );

  /** A fresh list in place of the one in use, keeping this device's scans not yet sent. */
  const adopt = useCallback(
    async (id: string, list: GateListView) => {
      const next = stateFromList(list, stateRef.current, club);
      keep(next);
      showIndex(await indexOrNull({ ...next.list, eventId: id }));
    },
    [club, keep, showIndex],
  );

  /** Opens an event: its cached list at once, then a fresh one when the network answers. */
  const open = useCallback(
    async (id: string) => {
      setEventId(id);
      setHistory([]);
      setProblem(null);
      stateRef.current = null;
      setState(null);
      showIndex(null);
      if (!id) return;
      const cached = loadGateState(club, id);
      if (cached) {
        stateRef.current = cached;
        setState(cached);
        showIndex(await indexOrNull({ ...cached.list, eventId: id }));
      }
      setLoading(true);
      const answer = await download(id);
      setLoading(false);
      if (!answer || 'failed' in answer) {
        if (!cached) setProblem(answer ? failureText(answer.failed) : t('errors.offlineNoList'));
        return;
      }
      await adopt(id, answer);
      void sync();
    },
    [adopt, club, download, failureText, sync, t, showIndex],
  );

  /** While online, the list again now and then (tickets sold or voided since it was loaded). */
  const refresh = useCallback(async () => {
    const id = stateRef.current?.list.event.id;
    if (!id || listing.current || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    listing.current = true;
    try {
      const answer = await download(id);
      // The steward may have chosen another event meanwhile.
      if (answer && !('failed' in answer) && stateRef.current?.list.event.id === id) await adopt(id, answer);
    } finally {
      listing.current = false;
    }
  }, [adopt, download]);

  /**
   * Asks the shop about a ticket the list does not know (sold after the list was loaded), when
   * online; the index learns it, whatever the wait. Null when no answer came in time.
   */
  const lookUp = useCallback(
    async (ticketId: string): Promise<GateIndex | null> => {
      const id = stateRef.current?.list.event.id;
      if (!id || (typeof navigator !== 'undefined' && !navigator.onLine)) return null;
      const asked = callRoute(GATE_TICKET_ROUTE, { eventId: id, ticketId, locale }).then((answer) => {
        if (!answer.ok) {
          if ('network' in answer) setReachable(false);
          return null;
        }
        setReachable(true);
        const known = indexRef.current;
        if (!known || known.eventId !== id) return null;
        const next = withTicket(known, ticketId, answer.data);
        showIndex(next);
        return next;
      });
      const late = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), LOOKUP_WAIT_MS));
      return Promise.race([asked, late]);
    },
    [locale, showIndex],
  );

  /**
   * Checks one scanned or typed code (`code`: the gate code typed with a ticket number); a VALID
   * one is recorded and queued for the shop with what proves it.
   */
  const check = useCallback(
    async (text: string, code = '') => {
      const current = stateRef.current;
      const gate = indexRef.current;
      if (!gate || !current || !text.trim()) return;
      const entered = (ticketId: string, version: number) => current.entries[entryKey(ticketId, version)];
      let scan = await verifyScan(text, gate, entered, code);
      // A ticket the list does not know may have been sold since: the shop says, when it can.
      if (mayBeNewer(scan) && scan.ticketId) {
        const learnt = await lookUp(scan.ticketId);
        if (learnt) scan = await verifyScan(text, learnt, entered, code);
      }
      const at = new Date().toISOString();
      scanCount.current += 1;
      const shown: ShownScan = { ...scan, id: scanCount.current, at };
      if (scan.verdict === 'VALID' && scan.ticketId && scan.version) {
        const entry: QueuedEntry = {
          entryId: crypto.randomUUID(),
          ticketId: scan.ticketId,
          version: scan.version,
          scannedAt: at,
          ...scan.proof,
        };
        shown.entryId = entry.entryId;
        keep({
          ...current,
          entries: { ...current.entries, [entryKey(entry.ticketId, entry.version)]: at },
          queue: [...current.queue, entry],
        });
      }
      setHistory((list) => [shown, ...list].slice(0, HISTORY));
      void sync();
    },
    [keep, lookUp, sync],
  );

  useEffect(() => {
    void supportsEd25519().then((ok) => setUnsupported(!ok));
    // Back online: send what was scanned meanwhile at once, not at the next tick.
    const up = () => {
      setReachable(true);
      void sync();
    };
    window.addEventListener('online', up);
    const timer = window.setInterval(() => void sync(), SYNC_EVERY_MS);
    const lists = window.setInterval(() => void refresh(), LIST_EVERY_MS);
    return () => {
      window.removeEventListener('online', up);
      window.clearInterval(timer);
      window.clearInterval(lists);
    };
  }, [refresh, sync]);

  return {
    eventId,
    state,
    index,
    loading,
    problem,
    online: browserOnline && reachable,
    lastSync,
    history,
    unsupported,
    open,
    check,
  };
}
