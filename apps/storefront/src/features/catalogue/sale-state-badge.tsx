import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { Badge } from '@/features/primitives/badge';
import type { SaleState } from './sale-state';

/**
 * The state of a sale in a word or two: on sale, sold out, opens on …, early birds only. Server or
 * client component (no Chakra, the club's time zone as a prop).
 */
export function SaleStateBadge({ state, timeZone }: { state: SaleState; timeZone: string }) {
  // The state as an attribute too: a card styles itself after its (live) badge (event-card.module.css).
  return (
    <span data-sale-state={state.kind}>
      <StateBadge state={state} timeZone={timeZone} />
    </span>
  );
}

function StateBadge({ state, timeZone }: { state: SaleState; timeZone: string }) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  switch (state.kind) {
    case 'onSale':
      return <Badge palette="green">{t('onSale')}</Badge>;
    case 'soldOut':
      return <Badge palette="red">{t('soldOut')}</Badge>;
    case 'opensLater':
      return (
        <Badge palette="blue">
          {t('opensOn', { date: formatEventDate(state.opensAt, locale, timeZone) })}
        </Badge>
      );
    case 'earlyBird':
      return <Badge palette="purple">{t('earlyBirdOnly')}</Badge>;
    case 'closed':
      return <Badge palette="gray">{t('saleClosed')}</Badge>;
    case 'passed':
      return <Badge palette="gray">{t('passed')}</Badge>;
  }
}
