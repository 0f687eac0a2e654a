import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/formatting/format-money';
import { Badge } from '@/features/primitives/badge';
import { buttonClass } from '@/features/primitives/button-class';
import card from '@/features/primitives/card.module.css';
import { cx } from '@/features/primitives/class-names';
import text from '@/features/primitives/text.module.css';
import styles from './pack-card.module.css';

export interface PackCardData {
  id: string;
  name: string;
  type: 'PACK' | 'SEASON';
  description: string | null;
  eventCount: number;
  minPrice: number | null;
  onSale: boolean;
}

/** A pack or season subscription: its matches count, price from, and the way in (no Chakra, ADR 0017). */
/** `currency`: the club's (ISO 4217); the card renders on the server too, outside the tenant context. */
export function PackCard({ pack, currency }: { pack: PackCardData; currency: string }) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  return (
    <article className={card.root} data-testid="pack-card">
      <div className={cx(card.body, styles.body)}>
        <div className={styles.top}>
          <h3 className={styles.name}>{pack.name}</h3>
          <Badge palette={pack.type === 'SEASON' ? 'purple' : 'blue'}>
            {pack.type === 'SEASON' ? t('season') : t('pack')}
          </Badge>
        </div>
        {pack.description && <p className={text.muted}>{pack.description}</p>}
        <p className={text.small}>{t('matchCount', { count: pack.eventCount })}</p>
      </div>
      <div className={card.footer}>
        <p className={cx(text.small, text.muted)}>
          {pack.minPrice !== null
            ? t('priceFrom', { price: formatMoney(pack.minPrice, locale, currency) })
            : null}
        </p>
        {pack.onSale ? (
          <NextLink
            href={`/pack/${pack.id}`}
            aria-label={t('chooseSeatsFor', { event: pack.name })}
            className={buttonClass({ size: 'sm', palette: 'brand' })}
          >
            {t('chooseSeats')}
          </NextLink>
        ) : (
          <button type="button" disabled className={buttonClass({ size: 'sm', variant: 'outline' })}>
            {t('saleClosed')}
          </button>
        )}
      </div>
    </article>
  );
}
