import type { ReactNode } from 'react';
import { cx } from '@/features/primitives/class-names';
import container from '@/features/primitives/container.module.css';
import text from '@/features/primitives/text.module.css';
import styles from './section.module.css';

/** A titled block of the home page; `id` makes it a link target (e.g. #abonnements). */
export function HomeSection(props: {
  id: string;
  title: string;
  intro?: string;
  /** h1 when the section is the whole page (e.g. /subscription). */
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
}) {
  const Heading = props.headingLevel ?? 'h2';
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className={cx(container.container, styles.section, props.headingLevel === 'h1' && styles.page)}
    >
      <div className={styles.head}>
        <Heading id={`${props.id}-title`} className={cx(text.heading, text.xxl, styles.title)}>
          {props.title}
        </Heading>
        {props.intro && <p className={text.muted}>{props.intro}</p>}
      </div>
      {props.children}
    </section>
  );
}
