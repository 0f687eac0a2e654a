import { getLocale, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { promoApi } from '@/features/back-office-promo/promo-api';
import { csvDocument } from '@/features/back-office-promo/promo-csv';
import { appliesWords, givesWords, usesWords, validityWords } from '@/features/back-office-promo/promo-words';
import { moneyFormatter } from '@/features/formatting/format-money';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { errorResponse } from '@/lib/read-json-body';

const query = z.object({ batch: z.uuid() });

/**
 * A batch's codes as CSV (PROMO_EDIT), one code per row with its rules in words: what a sponsor
 * is handed. RFC 4180, UTF-8 with a byte-order mark (promo-csv.ts); never cached.
 */
export async function GET(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return errorResponse(400, 'batch must be the id of a batch of promo codes');
  const result = await promoApi(found.tenantSlug).batch(found.session, parsed.data.batch);
  if (!result.ok) return staffFailureResponse(result.failure);
  const t = await getTranslations('boPromo');
  const money = moneyFormatter(await getLocale(), found.tenant.currency);
  const { backOfficePromoBatch: batch, backOfficePromoOptions: options } = result.data;
  const rows = [
    [t('csv.code'), t('csv.gives'), t('csv.appliesTo'), t('csv.validity'), t('csv.uses'), t('csv.state')],
    ...batch.codes.map((code) => [
      code.name,
      givesWords(t, code, money),
      appliesWords(t, code, options),
      validityWords(t, code),
      usesWords(t, code),
      t(`state.${code.state}`),
    ]),
  ];
  return new Response(csvDocument(rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="promo-${batch.prefix.toLowerCase()}-${batch.size}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
