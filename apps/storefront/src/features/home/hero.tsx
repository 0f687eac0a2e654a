import NextLink from 'next/link';
import { preload } from 'react-dom';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import container from '@/features/primitives/container.module.css';
import text from '@/features/primitives/text.module.css';
import styles from './hero.module.css';

/**
 * Club banner at the top of the home page, in the club's primary colour over its stadium artwork.
 * The artwork is the page's largest paint: a real image, asked for early and first (ADR 0017).
 */
export function Hero(props: {
  kicker: string;
  title: string;
  description: string;
  logoUrl: string;
  backgroundUrl: string;
  cta: { href: string; label: string };
}) {
  preload(props.backgroundUrl, { as: 'image', fetchPriority: 'high' });
  return (
    <section className={styles.hero}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the club's SVG artwork, served as is */}
      <img src={props.backgroundUrl} alt="" fetchPriority="high" className={styles.artwork} />
      <div className={cx(container.container, styles.inner)}>
        <div className={styles.row}>
          <div className={styles.text}>
            <p className={styles.kicker}>{props.kicker}</p>
            <h1 className={cx(text.heading, styles.title)}>{props.title}</h1>
            <p className={styles.description}>{props.description}</p>
            <div className={styles.cta}>
              <NextLink href={props.cta.href} className={buttonClass({ size: 'lg', palette: 'accent' })}>
                {props.cta.label}
              </NextLink>
            </div>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- the club's SVG logo, served as is */}
          <img src={props.logoUrl} alt="" width={220} height={220} className={styles.logo} />
        </div>
      </div>
    </section>
  );
}
