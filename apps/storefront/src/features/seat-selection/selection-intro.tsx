'use client';

import { useTranslations } from 'next-intl';
import styles from './seat-selection.module.css';

/**
 * "Choose a block on the map" and how the map reads: the top of the stadium overview. The skeleton
 * that holds the selection's place draws it too, so this text (the largest of the page on a phone)
 * is painted with the server's HTML, not once the map's script has run.
 */
export function SelectionIntro() {
  const t = useTranslations('selection');
  return (
    <div className={styles.intro}>
      <h2 className={styles.title}>{t('chooseBlock')}</h2>
      <p className={styles.hint}>{t('chooseBlockHint')}</p>
    </div>
  );
}
