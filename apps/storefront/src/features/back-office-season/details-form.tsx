'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { buttonClass } from '@/features/primitives/button-class';
import staff from '@/features/staff/staff.module.css';
import { callSeasonRoute } from './season-call';
import { inputToLocal, localToInput } from './season-labels';
import { SeasonNotice } from './season-notice';
import { SEASON_MATCH_DETAILS } from './season-routes';
import styles from './season.module.css';
import { useSeasonSubmit } from './use-season-submit';

/** The description in each club language and the kick-off of a match. */
export function DetailsForm(props: {
  eventId: string;
  languages: { locale: string; label: string; text: string }[];
  kickOffLocal: string;
  timeZone: string;
  canEdit: boolean;
}) {
  const t = useTranslations('boSeason');
  const { busy, notice, submit } = useSeasonSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const kickOff = inputToLocal(String(form.get('kickOff') ?? ''));
    void submit(() =>
      callSeasonRoute(SEASON_MATCH_DETAILS, {
        eventId: props.eventId,
        description: props.languages.map((l) => ({
          locale: l.locale,
          text: String(form.get(`description-${l.locale}`) ?? ''),
        })),
        kickOff: kickOff && kickOff !== props.kickOffLocal ? kickOff : null,
      }),
    );
  };
  return (
    <section className={staff.panel} aria-labelledby="details-title">
      <h2 id="details-title" className={staff.sectionTitle}>
        {t('match.details')}
      </h2>
      <form className={staff.form} onSubmit={onSubmit} data-testid="details-form">
        <fieldset
          disabled={!props.canEdit}
          className={staff.form}
          style={{ border: 0, padding: 0, margin: 0 }}
        >
          <div className={staff.field}>
            <label htmlFor="details-kick-off">{t('match.kickOffField', { timeZone: props.timeZone })}</label>
            <input
              id="details-kick-off"
              name="kickOff"
              type="datetime-local"
              className={`${staff.input} ${styles.smallInput}`}
              style={{ width: '16rem' }}
              defaultValue={localToInput(props.kickOffLocal)}
              aria-describedby="details-kick-off-hint"
            />
            <p id="details-kick-off-hint" className={staff.hint}>
              {t('match.kickOffHint')}
            </p>
          </div>
          <div className={styles.grid}>
            {props.languages.map((l) => (
              <div key={l.locale} className={staff.field}>
                <label htmlFor={`description-${l.locale}`}>
                  {t('match.description', { language: l.label })}
                </label>
                <textarea
                  id={`description-${l.locale}`}
                  name={`description-${l.locale}`}
                  lang={l.locale}
                  className={styles.textarea}
                  defaultValue={l.text}
                  maxLength={2000}
                  aria-describedby="description-hint"
                />
              </div>
            ))}
          </div>
          <p id="description-hint" className={staff.hint}>
            {t('match.descriptionHint')}
          </p>
        </fieldset>
        <SeasonNotice notice={notice} />
        {props.canEdit && (
          <div className={staff.buttons}>
            <button type="submit" className={buttonClass({ palette: 'brand' })} disabled={busy}>
              {t('match.saveDetails')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
