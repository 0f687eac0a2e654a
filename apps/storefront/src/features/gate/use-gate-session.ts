'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { isGateCode } from './gate-error';
import type { ShownScan } from './gate-result';
import { GATE_ENTRIES_ROUTE, GATE_LIST_ROUTE } from './gate-routes';
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
import { indexGate, supportsEd25519, verifyScan, type GateIndex } from './gate-verify';

/** How often the device sends its queue and hears of other gates' entries while online. */
const SYNC_EVERY_MS = 15_000;
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
  const syncing = useRef(false);
  const scanCount = useRef(0);

  const keep = useCallback(
    (next: GateState) => {
      stateRef.current = next;
      setState(next);
      saveGateState(club, next);
    },
    [club],
  );

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
              firstScannedAt: found.firstScannedAt ?? scan.firstScannedAt,
            };
          }),
        );
    } finally {
      syncing.current = false;
    }
  }, [failureText, keep]);

  /** Opens an event: its cached list at once, then a fresh one when the network answers. */
  const open = useCallback(
    async (id: string) => {
      setEventId(id);
      setHistory([]);
      setProblem(null);
      stateRef.current = null;
      setState(null);
      setIndex(null);
      if (!id) return;
      const cached = loadGateState(club, id);
      if (cached) {
        stateRef.current = cached;
        setState(cached);
        setIndex(await indexOrNull({ ...cached.list, eventId: id }));
      }
      setLoading(true);
      const answer = await callRoute(GATE_LIST_ROUTE, { eventId: id, locale });
      setLoading(false);
      if (!answer.ok) {
        if ('network' in answer) setReachable(false);
        if (!cached) setProblem('network' in answer ? t('errors.offlineNoList') : failureText(answer.json));
        return;
      }
      setReachable(true);
      const next = stateFromList(answer.data, stateRef.current ?? cached, club);
      keep(next);
      setIndex(await indexOrNull({ ...next.list, eventId: id }));
      void sync();
    },
    [failureText, keep, club, locale, sync, t],
  );

  /** Checks one scanned or typed code; a VALID one is recorded and queued for the shop. */
  const check = useCallback(
    async (text: string) => {
      const current = stateRef.current;
      if (!index || !current || !text.trim()) return;
      const scan = await verifyScan(
        text,
        index,
        (ticketId, version) => current.entries[entryKey(ticketId, version)],
      );
      const at = new Date().toISOString();
      scanCount.current += 1;
      const shown: ShownScan = { ...scan, id: scanCount.current, at };
      if (scan.verdict === 'VALID' && scan.ticketId && scan.version) {
        const entry: QueuedEntry = {
          entryId: crypto.randomUUID(),
          ticketId: scan.ticketId,
          version: scan.version,
          scannedAt: at,
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
    [index, keep, sync],
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
    return () => {
      window.removeEventListener('online', up);
      window.clearInterval(timer);
    };
  }, [sync]);

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
