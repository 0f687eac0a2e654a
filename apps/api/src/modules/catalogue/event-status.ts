import type * as Gql from '@stadio/graphql/resolvers-types';
import type { EventModel } from './catalogue-models';
import { publicChannel } from './sale-channel';

type StatusFacts = Pick<EventModel, 'isArchived' | 'saleStatus' | 'startDatetime' | 'channelConfigurations'>;

/**
 * ARCHIVED, then PASSED once started, then CLOSED when the club stopped the sale or `now` is outside
 * the public channel's window (which starts at the early-bird opening when there is one), else OPENED.
 * Windows include their start and exclude their end.
 */
export function eventStatus(event: StatusFacts, now: Date): Gql.EventStatus {
  if (event.isArchived) return 'ARCHIVED';
  const at = now.getTime();
  if (Date.parse(event.startDatetime) < at) return 'PASSED';
  const channel = publicChannel(event.channelConfigurations);
  if (event.saleStatus === 'closed' || !channel) return 'CLOSED';
  const opens = Date.parse(channel.earlyBirdOpeningDatetime ?? channel.openingDatetime);
  return at < opens || at >= Date.parse(channel.closingDatetime) ? 'CLOSED' : 'OPENED';
}

/**
 * Whether only early-bird customers may buy now: inside [earlyBirdOpening, opening) of the public
 * channel while the sale is open (a stopped or archived sale sells to nobody).
 */
export function isEarlyBirdOnly(event: StatusFacts, now: Date): boolean {
  const channel = publicChannel(event.channelConfigurations);
  if (!channel?.earlyBirdOpeningDatetime || eventStatus(event, now) !== 'OPENED') return false;
  return now.getTime() < Date.parse(channel.openingDatetime);
}
