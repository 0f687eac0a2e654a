import { getTranslations } from 'next-intl/server';
import styles from './summary.module.css';

/** The summary page's title: server HTML (ADR 0017). */
export async function SummaryHeading() {
  const t = await getTranslations('summary');
  return <h1 className={styles.title}>{t('title')}</h1>;
}
