import { cx } from '@/features/primitives/class-names';
import styles from './team-badge.module.css';

/**
 * A team's logo and name; the logo is decorative because the name is printed beside it. Spans
 * only, so it also fits inside a heading.
 */
export function TeamBadge({
  team,
  align = 'start',
}: {
  team: { displayName: string; logoUrl: string | null };
  align?: 'start' | 'end';
}) {
  return (
    <span className={cx(styles.team, align === 'end' && styles.end)}>
      {team.logoUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- the team's SVG crest, served as is
        <img src={team.logoUrl} alt="" width={40} height={40} className={styles.logo} />
      )}
      <span className={styles.name}>{team.displayName}</span>
    </span>
  );
}
