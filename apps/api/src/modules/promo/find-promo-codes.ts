import type * as Gql from '@stadio/graphql/resolvers-types';
import type { SqlExecutor } from '../../database/sql-client';
import type { PromoCodesArgs } from './promo-args';
import { PROMO_CODE_COLUMNS, type PromoCodeSqlRow } from './promo-code-row';
import { toPromoCodeView } from './promo-code-view';

/**
 * Active codes of club `tenantId` by ids and/or by name (case-insensitive), at most `limit`.
 * Expired codes are found too: evaluating one then says why it does not apply, which helps the
 * fan more than "does not exist". Inactive codes are never found.
 */
export async function findPromoCodes(
  executor: SqlExecutor,
  tenantId: string,
  args: PromoCodesArgs,
): Promise<Gql.PromoCode[]> {
  const result = await executor.query<PromoCodeSqlRow>(
    `select ${PROMO_CODE_COLUMNS} from promo_codes
     where tenant_id = $1 and is_active
       and ($2::text[] is null or id = any($2::text[]))
       and ($3::text is null or lower(name) = lower($3::text))
     order by rank, id
     limit $4`,
    [tenantId, args.promoCodesIds ?? null, args.name || null, args.limit ?? 100],
  );
  return result.rows.map(toPromoCodeView);
}
