import { WEB_CHANNEL_ID } from '../catalogue/sale-channel';

/**
 * The sale channel of the ticket office. A match sells at the counter in its box-office window when
 * the season gives it one (an event_channel_configurations row of this channel), else in the web
 * shop's window: the demo catalogues and the season files know only the web channel, and a ticket
 * office that could not sell what the shop sells would send fans home (docs/staff-roles.md).
 */
export const BOX_OFFICE_CHANNEL_ID = 'box_office';

/** SQL ordering the channel rows of an event so the counter's comes first (box office, then web). */
export const COUNTER_CHANNEL_ORDER = `case cc.sale_channel_id when '${BOX_OFFICE_CHANNEL_ID}' then 0 when '${WEB_CHANNEL_ID}' then 1 else 2 end`;

/** The channel whose window the counter sells in, of those an event has. */
export function counterChannel<T extends { saleChannelId: string }>(channels: readonly T[]): T | undefined {
  return (
    channels.find((c) => c.saleChannelId === BOX_OFFICE_CHANNEL_ID) ??
    channels.find((c) => c.saleChannelId === WEB_CHANNEL_ID)
  );
}
