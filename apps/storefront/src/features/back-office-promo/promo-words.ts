import type { getTranslations } from 'next-intl/server';
import type { MoneyFormatter } from '@/features/formatting/format-money';
import type { BackOfficePromoCodeFieldsFragment, BackOfficePromoOptionsFieldsFragment } from '@/gql/graphql';

/** The promo area's translator, as server components and route handlers get it. */
export type PromoT = Awaited<ReturnType<typeof getTranslations<'boPromo'>>>;
type Code = BackOfficePromoCodeFieldsFragment;

/** "15 % off the seats", "€5.00 off the order". */
export function givesWords(t: PromoT, code: Code, money: MoneyFormatter): string {
  const discount =
    code.percent != null
      ? t('words.percent', { value: code.percent })
      : t('words.amount', { value: money(code.amount ?? 0) });
  return t('words.gives', { discount, scope: t(`words.${code.on}`) });
}

/** "2 matches · 1 category" or "Everything", plus the early-bird and combination conditions. */
export function appliesWords(t: PromoT, code: Code, options?: BackOfficePromoOptionsFieldsFragment): string {
  const named = (
    ids: readonly string[],
    list: ReadonlyArray<{ id: string; name: string }> | undefined,
    key: 'matches' | 'packs' | 'categories' | 'products',
  ) => {
    if (ids.length === 0) return null;
    if (ids.length <= 2 && list)
      return ids
        .map((id) =>
          id === 'plastic-card' ? t('words.plasticCard') : (list.find((o) => o.id === id)?.name ?? id),
        )
        .join(', ');
    return t(`words.${key}`, { count: ids.length });
  };
  const parts = [
    named(code.matches, options?.matches, 'matches'),
    named(code.packs, options?.packs, 'packs'),
    named(code.categories, options?.categories, 'categories'),
    named(code.products, options?.products, 'products'),
  ].filter((part): part is string => part !== null);
  const conditions = [
    code.earlyBirdsOnly ? t('words.earlyBirds') : null,
    code.combinable ? null : t('words.notCombinable'),
  ].filter((part): part is string => part !== null);
  return [parts.length > 0 ? parts.join(' · ') : t('words.everything'), ...conditions].join(' · ');
}

/** "Always", "From …", "Until …" or "… – …", in the club's local time as the code stores it. */
export function validityWords(t: PromoT, code: Pick<Code, 'validFrom' | 'validUntil'>): string {
  if (code.validFrom && code.validUntil)
    return t('words.between', { from: code.validFrom, until: code.validUntil });
  if (code.validFrom) return t('words.from', { from: code.validFrom });
  if (code.validUntil) return t('words.until', { until: code.validUntil });
  return t('words.always');
}

/** "3 / 100" or "3 / no limit". */
export function usesWords(t: PromoT, code: Pick<Code, 'used' | 'usageLimit'>): string {
  return t('words.usesOf', { used: code.used, limit: code.usageLimit ?? t('words.unlimited') });
}

export const STATE_PALETTE = {
  ACTIVE: 'green',
  NOT_YET_VALID: 'blue',
  EXPIRED: 'gray',
  USED_UP: 'orange',
  DISABLED: 'red',
} as const;
