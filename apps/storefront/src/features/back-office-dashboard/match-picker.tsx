import { getTranslations } from 'next-intl/server';
import styles from '@/features/staff/staff.module.css';
import { buttonClass } from '@/features/primitives/button-class';
import own from './dashboard.module.css';

/**
 * The season or one match: a plain GET form (`?match=`), so it works before the page's scripts
 * and the address can be bookmarked for Saturday's match.
 */
export async function MatchPicker(props: {
  matches: ReadonlyArray<{ eventId: string; label: string }>;
  selected: string | null;
}) {
  const t = await getTranslations('boDashboard');
  return (
    <form method="get" className={own.picker} role="search">
      <div className={styles.field}>
        <label htmlFor="dashboard-match">{t('picker.label')}</label>
        <select
          id="dashboard-match"
          name="match"
          className={styles.input}
          defaultValue={props.selected ?? ''}
        >
          <option value="">{t('picker.season')}</option>
          {props.matches.map((match) => (
            <option key={match.eventId} value={match.eventId}>
              {match.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass({ palette: 'brand' })}>
        {t('picker.submit')}
      </button>
    </form>
  );
}
