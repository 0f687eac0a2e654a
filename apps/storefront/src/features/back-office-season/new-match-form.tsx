'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/features/primitives/button-class';
import { NativeSelect } from '@/features/primitives/native-select';
import staff from '@/features/staff/staff.module.css';
import { callSeasonRoute } from './season-call';
import { inputToLocal } from './season-labels';
import { SeasonNotice } from './season-notice';
import { SEASON_CREATE_MATCH } from './season-routes';
import styles from './season.module.css';
import { useSeasonSubmit } from './use-season-submit';

interface Option {
  id: string;
  name: string;
}

/** `/staff/season/new`: a match is created with its sale closed, then its edit page opens. */
export function NewMatchForm(props: {
  teams: Option[];
  competitions: Option[];
  arenas: Option[];
  clubTeamId: string;
  timeZone: string;
}) {
  const t = useTranslations('boSeason');
  const router = useRouter();
  const { busy, notice, setNotice, submit } = useSeasonSubmit();
  const [teamId, setTeamId] = useState('');
  const [name, setName] = useState('');
  const opponents = props.teams.filter((team) => team.id !== props.clubTeamId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!teamId && !name.trim()) {
      setNotice({ status: 'error', text: t('new.missingOpponent') });
      return;
    }
    void submit(
      () =>
        callSeasonRoute(SEASON_CREATE_MATCH, {
          opponentTeamId: name.trim() ? null : teamId || null,
          opponentName: name.trim() || null,
          competitionId: String(form.get('competition') ?? '') || null,
          kickOff: inputToLocal(String(form.get('kickOff') ?? '')),
          arenaId: String(form.get('arena') ?? ''),
        }),
      (created) => router.push(`/staff/season/${encodeURIComponent(created.eventId)}`),
    );
  };

  return (
    <form className={staff.form} onSubmit={onSubmit} data-testid="new-match-form">
      <p className={styles.note}>{t('new.defaults')}</p>
      <fieldset className={staff.form} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={styles.legend}>{t('new.opponent')}</legend>
        <div className={styles.formRow}>
          <div className={staff.field}>
            <label htmlFor="new-team">{t('new.team')}</label>
            <NativeSelect id="new-team" size="md" value={teamId} onChange={(e) => setTeamId(e.target.value)}>
              <option value="">{t('new.chooseTeam')}</option>
              {opponents.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className={staff.field}>
            <label htmlFor="new-team-name">{t('new.newTeam')}</label>
            <input
              id="new-team-name"
              className={staff.input}
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
              aria-describedby="new-team-hint"
              autoComplete="off"
            />
            <p id="new-team-hint" className={staff.hint}>
              {t('new.newTeamHint')}
            </p>
          </div>
        </div>
      </fieldset>
      <div className={styles.formRow}>
        <div className={staff.field}>
          <label htmlFor="new-competition">{t('new.competition')}</label>
          <NativeSelect id="new-competition" name="competition" size="md" defaultValue="">
            <option value="">{t('new.noCompetition')}</option>
            {props.competitions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className={staff.field}>
          <label htmlFor="new-kick-off">{t('new.kickOff', { timeZone: props.timeZone })}</label>
          <input id="new-kick-off" name="kickOff" type="datetime-local" className={staff.input} required />
        </div>
        <div className={staff.field}>
          <label htmlFor="new-arena">{t('new.arena')}</label>
          <NativeSelect id="new-arena" name="arena" size="md" defaultValue={props.arenas[0]?.id} required>
            {props.arenas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <SeasonNotice notice={notice} />
      <div className={staff.buttons}>
        <button
          type="submit"
          className={buttonClass({ palette: 'brand' })}
          disabled={busy}
          data-testid="new-match-submit"
        >
          {busy ? t('new.creating') : t('new.submit')}
        </button>
      </div>
    </form>
  );
}
