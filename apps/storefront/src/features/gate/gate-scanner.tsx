'use client';

import { Ban, CalendarX2, CircleCheckBig, Wifi, WifiOff, OctagonX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { NativeSelect } from '@/features/primitives/native-select';
import { buttonClass } from '@/features/primitives/button-class';
import staff from '@/features/staff/staff.module.css';
import { isGateCode } from './gate-error';
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
import { indexGate, supportsEd25519, verifyScan, type GateIndex, type GateScan } from './gate-verify';
import styles from './gate.module.css';

/** An event the steward may scan for. */
export interface GateEventOption {
  id: string;
  name: string;
  startDatetime: string;
}

/** A scan as the page shows it; its verdict may change when the server answers the sync. */
interface ShownScan extends GateScan {
  id: number;
  /** The queued entry of a VALID scan. */
  entryId?: string;
  /** Set after a sync: another gate came first, or the server refused the entry. */
  later?: 'DUPLICATE' | 'NOT_VALID';
  at: string;
}

/** How often the device sends its queue and hears of other gates' entries while online. */
const SYNC_EVERY_MS = 15_000;
/** The same code read again by the camera within this time is the same scan. */
const CAMERA_REPEAT_MS = 3_000;
const HISTORY = 8;
const SYNC_BATCH = 500;

const ICONS = {
  VALID: CircleCheckBig,
  ALREADY_USED: Ban,
  INVALID: OctagonX,
  WRONG_EVENT: CalendarX2,
} as const;

type Verdict = keyof typeof ICONS;

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

/** What the steward reads: a refused entry after the sync turns the scan into its real verdict. */
function shownVerdict(scan: ShownScan): Verdict {
  if (scan.later === 'DUPLICATE') return 'ALREADY_USED';
  if (scan.later === 'NOT_VALID') return 'INVALID';
  return scan.verdict;
}

/**
 * The steward's scan page (docs/product.md#gate-scanning, ADR 0028): choose the event, then scan
 * with the camera or type the code. Every check runs here with the downloaded gate list, so the
 * page answers without the network; accepted scans are queued in the browser and sent when online.
 */
export function GateScanner(props: {
  club: string;
  locale: string;
  timeZone: string;
  events: GateEventOption[];
}) {
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
  const [reachable, setOnline] = useState(true);
  const online = browserOnline && reachable;
  const [lastSync, setLastSync] = useState<string | null>(null);
  const [history, setHistory] = useState<ShownScan[]>([]);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState<'off' | 'starting' | 'on'>('off');
  const [cameraProblem, setCameraProblem] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const stateRef = useRef<GateState | null>(null);
  const syncing = useRef(false);
  const scanCount = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const cameraControls = useRef<{ stop(): void } | null>(null);
  const lastCameraRead = useRef<{ text: string; at: number } | null>(null);

  const time = useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(props.locale, { timeStyle: 'short', timeZone: props.timeZone }).format(
        new Date(iso),
      ),
    [props.locale, props.timeZone],
  );

  const keep = useCallback(
    (next: GateState) => {
      stateRef.current = next;
      setState(next);
      saveGateState(props.club, next);
    },
    [props.club],
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
      const batch = current.queue.slice(0, SYNC_BATCH);
      const answer = await callRoute(GATE_ENTRIES_ROUTE, {
        eventId: current.list.event.id,
        deviceId: deviceId(),
        entries: batch,
        since: current.since,
      });
      if (!answer.ok) {
        if ('network' in answer) setOnline(false);
        else setProblem(failureText(answer.json));
        return;
      }
      setOnline(true);
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
      const cached = loadGateState(props.club, id);
      if (cached) {
        stateRef.current = cached;
        setState(cached);
        setIndex(await indexOrNull({ ...cached.list, eventId: id }));
      }
      setLoading(true);
      const answer = await callRoute(GATE_LIST_ROUTE, { eventId: id, locale: props.locale });
      setLoading(false);
      if (!answer.ok) {
        if ('network' in answer) setOnline(false);
        if (!cached) setProblem('network' in answer ? t('errors.offlineNoList') : failureText(answer.json));
        return;
      }
      setOnline(true);
      const next = stateFromList(answer.data, stateRef.current ?? cached, props.club);
      keep(next);
      setIndex(await indexOrNull({ ...next.list, eventId: id }));
      void sync();
    },
    [failureText, keep, props.club, props.locale, sync, t],
  );

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
      // The word must be on screen, whatever the steward scrolled to.
      requestAnimationFrame(() => resultRef.current?.scrollIntoView({ block: 'nearest' }));
      void sync();
    },
    [index, keep, sync],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = code;
    setCode('');
    void check(text);
    inputRef.current?.focus();
  };

  const stopCamera = useCallback(() => {
    cameraControls.current?.stop();
    cameraControls.current = null;
    setCamera('off');
  }, []);

  const startCamera = async () => {
    if (!videoRef.current) return;
    setCamera('starting');
    setCameraProblem(false);
    try {
      // Loaded only here: the camera's decoder is not part of any other page (ADR 0017).
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const reader = new BrowserQRCodeReader();
      cameraControls.current = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        videoRef.current,
        (result) => {
          if (!result) return;
          const text = result.getText();
          const now = Date.now();
          const last = lastCameraRead.current;
          if (last && last.text === text && now - last.at < CAMERA_REPEAT_MS) return;
          lastCameraRead.current = { text, at: now };
          void check(text);
        },
      );
      setCamera('on');
    } catch {
      setCamera('off');
      setCameraProblem(true);
    }
  };

  useEffect(() => {
    void supportsEd25519().then((ok) => setUnsupported(!ok));
    // Back online: send what was scanned meanwhile at once, not at the next tick.
    const up = () => {
      setOnline(true);
      void sync();
    };
    window.addEventListener('online', up);
    const timer = window.setInterval(() => void sync(), SYNC_EVERY_MS);
    return () => {
      window.removeEventListener('online', up);
      window.clearInterval(timer);
    };
  }, [sync]);

  useEffect(() => stopCamera, [stopCamera]);

  const current = history[0];
  const verdict = current ? shownVerdict(current) : null;
  const Icon = verdict ? ICONS[verdict] : null;
  const pending = state?.queue.length ?? 0;

  return (
    <section className={`${staff.panel} ${styles.scanner}`} aria-labelledby="gate-title">
      <h1 id="gate-title" className={staff.heading}>
        {t('title')}
      </h1>
      {unsupported && (
        <p className={styles.problem} role="alert">
          {t('errors.unsupported')}
        </p>
      )}
      <div className={staff.field}>
        <label htmlFor="gate-event">{t('event')}</label>
        {props.events.length === 0 ? (
          <p className={staff.hint}>{t('noEvents')}</p>
        ) : (
          <NativeSelect id="gate-event" size="md" value={eventId} onChange={(e) => void open(e.target.value)}>
            <option value="">{t('chooseEvent')}</option>
            {props.events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.name} ·{' '}
                {new Intl.DateTimeFormat(props.locale, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: props.timeZone,
                }).format(new Date(event.startDatetime))}
              </option>
            ))}
          </NativeSelect>
        )}
      </div>

      <p className={styles.status} data-testid="gate-status" aria-live="polite">
        <span className={styles.network}>
          {online ? <Wifi aria-hidden="true" /> : <WifiOff aria-hidden="true" />}
          {online ? t('online') : t('offline')}
        </span>
        {state && (
          <>
            <span>
              {t('listReady', { count: state.list.tickets.length, time: time(state.list.generatedAt) })}
            </span>
            <span data-testid="gate-pending">{t('pending', { count: pending })}</span>
            {lastSync && <span>{t('lastSync', { time: time(lastSync) })}</span>}
          </>
        )}
        {loading && <span>{t('loading')}</span>}
      </p>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}

      {index && (
        <>
          <div aria-live="assertive" aria-atomic="true" className={styles.resultSlot} ref={resultRef}>
            {current && verdict && Icon && (
              <div
                className={`${styles.result} ${styles[verdict]}`}
                data-testid="gate-result"
                data-verdict={verdict}
              >
                <Icon className={styles.resultIcon} aria-hidden="true" />
                <p className={styles.word}>{t(`verdict.${verdict}`)}</p>
                {current.ticket && verdict !== 'WRONG_EVENT' && (
                  <p className={styles.seat} data-testid="gate-seat">
                    {current.ticket.rowName && current.ticket.seatNumber
                      ? t('seat', {
                          block: current.ticket.blockName,
                          row: current.ticket.rowName,
                          seat: current.ticket.seatNumber,
                        })
                      : t('openSeat', { block: current.ticket.blockName })}
                    <span className={styles.category}>{current.ticket.categoryName}</span>
                  </p>
                )}
                {verdict === 'ALREADY_USED' && current.firstScannedAt && (
                  <p className={styles.detail}>
                    {current.later === 'DUPLICATE'
                      ? t('duplicateLater', { time: time(current.firstScannedAt) })
                      : t('firstEntry', { time: time(current.firstScannedAt) })}
                  </p>
                )}
                {verdict === 'INVALID' && (
                  <p className={styles.detail}>
                    {current.later === 'NOT_VALID'
                      ? t('notValidLater')
                      : t(`reason.${current.reason ?? 'MALFORMED'}`)}
                  </p>
                )}
                {verdict === 'WRONG_EVENT' && <p className={styles.detail}>{t('wrongEvent')}</p>}
                {current.byNumber && <p className={styles.detail}>{t('byNumber')}</p>}
              </div>
            )}
          </div>

          <div className={styles.camera}>
            <video
              ref={videoRef}
              className={camera === 'off' ? styles.videoHidden : styles.video}
              muted
              playsInline
              aria-label={t('camera.label')}
            />
            {camera === 'off' ? (
              <button
                type="button"
                className={buttonClass({ variant: 'outline' })}
                onClick={() => void startCamera()}
              >
                {t('camera.start')}
              </button>
            ) : (
              <button type="button" className={buttonClass({ variant: 'outline' })} onClick={stopCamera}>
                {t('camera.stop')}
              </button>
            )}
            {cameraProblem && (
              <p className={styles.problem} role="alert">
                {t('camera.failed')}
              </p>
            )}
          </div>

          <form className={styles.manual} onSubmit={submit}>
            <div className={staff.field}>
              <label htmlFor="gate-code">{t('manual.label')}</label>
              <input
                id="gate-code"
                ref={inputRef}
                className={staff.input}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-describedby="gate-code-hint"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                required
              />
              <p id="gate-code-hint" className={staff.hint}>
                {t('manual.hint')}
              </p>
            </div>
            <button type="submit" className={buttonClass({ palette: 'brand', size: 'lg' })}>
              {t('manual.submit')}
            </button>
          </form>

          {history.length > 1 && (
            <section aria-labelledby="gate-history">
              <h2 id="gate-history" className={staff.sectionTitle}>
                {t('history')}
              </h2>
              <ol className={styles.history}>
                {history.slice(1).map((scan) => (
                  <li key={scan.id}>
                    <span className={styles.historyTime}>{time(scan.at)}</span>{' '}
                    <strong>{t(`verdict.${shownVerdict(scan)}`)}</strong>
                    {scan.ticket && (
                      <span>
                        {' · '}
                        {scan.ticket.rowName && scan.ticket.seatNumber
                          ? t('seat', {
                              block: scan.ticket.blockName,
                              row: scan.ticket.rowName,
                              seat: scan.ticket.seatNumber,
                            })
                          : t('openSeat', { block: scan.ticket.blockName })}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          )}
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            onClick={() => void open(eventId)}
          >
            {t('reload')}
          </button>
        </>
      )}
    </section>
  );
}
