/** The sale channel of the web shop; its window is the one the storefront shows. */
export const WEB_CHANNEL_ID = 'web';

/** The channel that decides the public status: the web shop's, else the first one. */
export function publicChannel<T extends { saleChannel: { id: string } }>(
  channels: readonly T[],
): T | undefined {
  return channels.find((channel) => channel.saleChannel.id === WEB_CHANNEL_ID) ?? channels[0];
}

/** The rows with the web channel's moved first (clients read the first as "the" window); others keep their order. */
export function webFirst<T extends { channelId: string }>(rows: readonly T[]): T[] {
  return [
    ...rows.filter((row) => row.channelId === WEB_CHANNEL_ID),
    ...rows.filter((row) => row.channelId !== WEB_CHANNEL_ID),
  ];
}

/** Whether something with these channel configurations sells on `saleChannelId` (any channel when not given). */
export function sellsOn(
  channels: ReadonlyArray<{ saleChannel: { id: string } }>,
  saleChannelId?: string | null,
) {
  return !saleChannelId || channels.some((channel) => channel.saleChannel.id === saleChannelId);
}
