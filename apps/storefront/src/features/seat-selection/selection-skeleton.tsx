'use client';

import { useTranslations } from 'next-intl';
import { cx } from '@/features/primitives/class-names';
import skeletons from '@/features/primitives/skeleton.module.css';
import typography from '@/features/primitives/text.module.css';
import grid from './seat-selection.module.css';
import { SelectionIntro } from './selection-intro';
import styles from './selection-skeleton.module.css';

/**
 * Holds the seat selection's place (map and panel) while its script loads: the same columns, the
 * overview's title and hint, and the map's own proportions, so the selection replaces it in place.
 * Plain HTML and CSS: it is what the first load carries instead of the selection (ADR 0017).
 */
export function SelectionSkeleton({ mapAspectRatio }: { mapAspectRatio: string }) {
  const t = useTranslations('common');
  return (
    <div className={grid.grid} aria-busy="true" data-testid="selection-skeleton">
      <div className={grid.mapArea}>
        <p className={typography.srOnly}>{t('loading')}</p>
        <SelectionIntro />
        <div className={cx(skeletons.skeleton, styles.map)} style={{ aspectRatio: mapAspectRatio }} />
      </div>
      <div className={styles.side}>
        <div className={cx(skeletons.skeleton, styles.panel)} />
        <div className={cx(skeletons.skeleton, styles.legend)} />
      </div>
    </div>
  );
}
