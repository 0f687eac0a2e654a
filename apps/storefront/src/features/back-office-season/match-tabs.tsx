import { getTranslations } from 'next-intl/server';
import styles from './season.module.css';

export type MatchTab = 'details' | 'prices' | 'seats' | 'cancel';

/** The sections of a match: links (each its own address), the current one marked for assistive tech. */
export async function MatchTabs({ eventId, current }: { eventId: string; current: MatchTab }) {
  const t = await getTranslations('boSeason');
  const base = `/staff/season/${encodeURIComponent(eventId)}`;
  const tabs: { key: MatchTab; href: string; label: string }[] = [
    { key: 'details', href: base, label: t('match.tabDetails') },
    { key: 'prices', href: `${base}?tab=prices`, label: t('match.tabPrices') },
    { key: 'seats', href: `${base}/seats`, label: t('match.tabSeats') },
    { key: 'cancel', href: `${base}/cancel`, label: t('match.tabCancel') },
  ];
  return (
    <nav aria-label={t('match.tabs')}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a href={tab.href} aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
