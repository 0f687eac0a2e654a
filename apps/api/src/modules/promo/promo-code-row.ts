import type { PromoCodeRow } from '@stadio/db';

/** The columns of `promo_codes` as {@link PromoCodeSqlRow} reads them (node-postgres statements). */
export const PROMO_CODE_COLUMNS = `id, name, description, label, discount_type as "discountType",
  discount_value as "discountValue", scope, can_be_cumulated as "canBeCumulated", rank,
  min_order_amount_cents as "minOrderAmountCents", max_order_amount_cents as "maxOrderAmountCents",
  usage_limit as "usageLimit", per_customer_usage_limit as "perCustomerUsageLimit",
  one_use_per_event_per_customer as "oneUsePerEventPerCustomer", valid_from as "validFrom",
  valid_until as "validUntil", pack_ids as "packIds", event_ids as "eventIds",
  category_ids as "categoryIds", product_ids as "productIds", early_birds_only as "earlyBirdsOnly",
  customer_ids as "customerIds", is_active as "isActive"`;

/** A promo code row as read with {@link PROMO_CODE_COLUMNS}; the engine takes it as a PromoCodeRule. */
export type PromoCodeSqlRow = Omit<PromoCodeRow, 'tenantId' | 'createdAt'>;
