'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { buttonClass } from '@/features/primitives/button-class';
import staff from '@/features/staff/staff.module.css';
import { callSeasonRoute } from './season-call';
import { inputToLocal, localToInput } from './season-labels';
import { SeasonNotice } from './season-notice';
import { SEASON_SALE_WINDOWS } from './season-routes';
import styles from './season.module.css';
import { useSeasonSubmit } from './use-season-submit';

interface Window {
  saleChannel: { id: string; name: string };
  opening: string;
  closing: string;
  earlyBirdOpening?: string | null;
  cartLimit?: number | null;
}

/**
 * The sale window of each sale channel (a row each): opening, closing, early bird, cart limit.
 * A channel unticked no longer sells the match; one added starts from the web shop's times.
 */
export function WindowsForm(props: {
  eventId: string;
  windows: Window[];
  channels: { id: string; name: string }[];
  kickOffLocal: string;
  timeZone: string;
  canEdit: boolean;
}) {
  const t = useTranslations('boSeason');
  const { busy, notice, submit } = useSeasonSubmit();
  const first = props.windows[0];
  const rows = props.channels.map(
    (channel) =>
      props.windows.find((w) => w.saleChannel.id === channel.id) ?? {
        saleChannel: channel,
        opening: first?.opening ?? '',
        closing: first?.closing ?? props.kickOffLocal,
        earlyBirdOpening: null,
        cartLimit: null,
        unused: true,
      },
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const windows = rows
      .filter((w) => form.get(`sells-${w.saleChannel.id}`) === 'on')
      .map((w) => {
        const id = w.saleChannel.id;
        const limit = String(form.get(`limit-${id}`) ?? '').trim();
        return {
          saleChannelId: id,
          opening: inputToLocal(String(form.get(`opening-${id}`) ?? '')),
          closing: inputToLocal(String(form.get(`closing-${id}`) ?? '')),
          earlyBirdOpening: inputToLocal(String(form.get(`early-${id}`) ?? '')) || null,
          cartLimit: limit ? Number(limit) : null,
        };
      });
    void submit(() => callSeasonRoute(SEASON_SALE_WINDOWS, { eventId: props.eventId, windows }));
  };
  return (
    <section className={staff.panel} aria-labelledby="windows-title">
      <h2 id="windows-title" className={staff.sectionTitle}>
        {t('match.windows')}
      </h2>
      <p className={staff.hint}>{t('match.windowsHint', { timeZone: props.timeZone })}</p>
      <form onSubmit={onSubmit} className={staff.form} data-testid="windows-form">
        <div className={staff.tableWrap}>
          <table className={staff.table}>
            <thead>
              <tr>
                <th scope="col">{t('match.channel')}</th>
                <th scope="col">{t('match.opening')}</th>
                <th scope="col">{t('match.closing')}</th>
                <th scope="col">{t('match.earlyBird')}</th>
                <th scope="col">{t('match.cartLimit')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((w) => {
                const id = w.saleChannel.id;
                const label = (what: string) => `${what} · ${w.saleChannel.name}`;
                return (
                  <tr key={id}>
                    <th scope="row">
                      <label className={styles.nowrap}>
                        <input
                          type="checkbox"
                          name={`sells-${id}`}
                          defaultChecked={!('unused' in w)}
                          disabled={!props.canEdit}
                          aria-label={t('match.sellsOn', { channel: w.saleChannel.name })}
                        />{' '}
                        {w.saleChannel.name}
                      </label>
                    </th>
                    <td>
                      <input
                        type="datetime-local"
                        name={`opening-${id}`}
                        className={`${styles.cellInput} ${styles.smallInput}`}
                        defaultValue={localToInput(w.opening)}
                        aria-label={label(t('match.opening'))}
                        disabled={!props.canEdit}
                        required
                      />
                    </td>
                    <td>
                      <input
                        type="datetime-local"
                        name={`closing-${id}`}
                        className={`${styles.cellInput} ${styles.smallInput}`}
                        defaultValue={localToInput(w.closing)}
                        aria-label={label(t('match.closing'))}
                        disabled={!props.canEdit}
                        required
                      />
                    </td>
                    <td>
                      <input
                        type="datetime-local"
                        name={`early-${id}`}
                        className={`${styles.cellInput} ${styles.smallInput}`}
                        defaultValue={localToInput(w.earlyBirdOpening)}
                        aria-label={label(t('match.earlyBird'))}
                        disabled={!props.canEdit}
                      />
                    </td>
                    <td>
                      <input
                        type="number"
                        name={`limit-${id}`}
                        min={1}
                        max={99}
                        className={styles.cellInput}
                        style={{ width: '5rem' }}
                        defaultValue={w.cartLimit ?? ''}
                        aria-label={label(t('match.cartLimit'))}
                        aria-describedby="limit-hint"
                        disabled={!props.canEdit}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p id="limit-hint" className={staff.hint}>
          {t('match.cartLimitHint')}
        </p>
        <SeasonNotice notice={notice} />
        {props.canEdit && (
          <div className={staff.buttons}>
            <button type="submit" className={buttonClass({ palette: 'brand' })} disabled={busy}>
              {t('match.saveWindows')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
