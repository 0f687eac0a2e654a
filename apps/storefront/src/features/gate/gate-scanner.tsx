'use client';

import { Wifi, WifiOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { NativeSelect } from '@/features/primitives/native-select';
import { buttonClass } from '@/features/primitives/button-class';
import staff from '@/features/staff/staff.module.css';
import { GateCamera } from './gate-camera';
import { GateHistory, GateResult } from './gate-result';
import styles from './gate.module.css';
import { useGateSession } from './use-gate-session';

/** An event the steward may scan for. */
export interface GateEventOption {
  id: string;
  name: string;
  startDatetime: string;
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
  const gate = useGateSession(props.club, props.locale);
  const [code, setCode] = useState('');
  const [gateCode, setGateCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { check } = gate;
  const onRead = useCallback((text: string) => void check(text), [check]);

  const time = useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(props.locale, { timeStyle: 'short', timeZone: props.timeZone }).format(
        new Date(iso),
      ),
    [props.locale, props.timeZone],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = code;
    const typedCode = gateCode;
    setCode('');
    setGateCode('');
    void check(text, typedCode);
    inputRef.current?.focus();
  };

  const current = gate.history[0];
  // The word must be on screen after each scan, whatever the steward scrolled to.
  const currentId = current?.id;
  useEffect(() => {
    if (currentId !== undefined) resultRef.current?.scrollIntoView({ block: 'nearest' });
  }, [currentId]);

  return (
    <section className={`${staff.panel} ${styles.scanner}`} aria-labelledby="gate-title">
      <h1 id="gate-title" className={staff.heading}>
        {t('title')}
      </h1>
      {gate.unsupported && (
        <p className={styles.problem} role="alert">
          {t('errors.unsupported')}
        </p>
      )}
      <div className={staff.field}>
        <label htmlFor="gate-event">{t('event')}</label>
        {props.events.length === 0 ? (
          <p className={staff.hint}>{t('noEvents')}</p>
        ) : (
          <NativeSelect
            id="gate-event"
            size="md"
            value={gate.eventId}
            onChange={(e) => void gate.open(e.target.value)}
          >
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
          {gate.online ? <Wifi aria-hidden="true" /> : <WifiOff aria-hidden="true" />}
          {gate.online ? t('online') : t('offline')}
        </span>
        {gate.state && (
          <>
            <span>
              {t('listReady', {
                count: gate.state.list.tickets.length,
                time: time(gate.state.list.generatedAt),
              })}
            </span>
            <span data-testid="gate-pending">{t('pending', { count: gate.state.queue.length })}</span>
            {gate.lastSync && <span>{t('lastSync', { time: time(gate.lastSync) })}</span>}
          </>
        )}
        {gate.loading && <span>{t('loading')}</span>}
      </p>
      {gate.problem && (
        <p className={styles.problem} role="alert">
          {gate.problem}
        </p>
      )}

      {gate.index && (
        <>
          <div aria-live="assertive" aria-atomic="true" className={styles.resultSlot} ref={resultRef}>
            {current && <GateResult scan={current} time={time} />}
          </div>

          <GateCamera onRead={onRead} />

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
            <div className={staff.field}>
              <label htmlFor="gate-number-code">{t('manual.codeLabel')}</label>
              <input
                id="gate-number-code"
                className={staff.input}
                value={gateCode}
                onChange={(e) => setGateCode(e.target.value)}
                aria-describedby="gate-number-code-hint"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
              />
              <p id="gate-number-code-hint" className={staff.hint}>
                {t('manual.codeHint')}
              </p>
            </div>
            <button type="submit" className={buttonClass({ palette: 'brand', size: 'lg' })}>
              {t('manual.submit')}
            </button>
          </form>

          {gate.history.length > 1 && <GateHistory scans={gate.history.slice(1)} time={time} />}
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            onClick={() => void gate.open(gate.eventId)}
          >
            {t('reload')}
          </button>
        </>
      )}
    </section>
  );
}
