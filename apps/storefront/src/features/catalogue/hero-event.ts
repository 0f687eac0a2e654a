import type { EventCardData } from './event-card';
import type { SaleState } from './sale-state';

/** A match the home page's hero shows: a card's data and where it is played. */
export interface HeroMatch extends EventCardData {
  venueName: string | null;
}

// What the hero offers first: a match a fan can buy now, then one whose sale is coming, then
// whatever is next (sold out or closed), so the top of the page is never a dead end when there is
// a sale on (docs/product.md#home).
const PREFERENCE: Record<SaleState['kind'], number> = {
  onSale: 0,
  earlyBird: 0,
  opensLater: 1,
  soldOut: 2,
  closed: 2,
  passed: 3,
};

/** The match of the home page's hero: the next one in the best sale state; null when none is upcoming. */
export function pickHeroEvent<E extends Pick<EventCardData, 'startDatetime' | 'saleState'>>(
  events: readonly E[],
): E | null {
  const upcoming = events.filter((event) => event.saleState.kind !== 'passed');
  const ranked = [...upcoming].sort(
    (a, b) =>
      PREFERENCE[a.saleState.kind] - PREFERENCE[b.saleState.kind] ||
      Date.parse(a.startDatetime) - Date.parse(b.startDatetime),
  );
  return ranked[0] ?? null;
}
