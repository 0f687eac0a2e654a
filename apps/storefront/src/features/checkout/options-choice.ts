import type { AncillaryType } from '@/features/cart/ancillary-type';
import type { CartOption } from '@/features/cart/cart-schema';
import type { AncillaryOffer, AncillaryTicket, Order } from '@/features/orders/order-model';
import { type WithdrawalValue, withdrawalValue } from './ticket-withdrawal';

/** What the buyer picks on the options step. */
export interface OptionsChoice {
  /** Places wanted per car park (its product id); absent means none. */
  parking: Record<string, number>;
  plasticCard: boolean;
  withdrawal: WithdrawalValue;
}

/** An extra purchase as POST /api/add-ancillaries takes it. */
export interface AncillaryRequest {
  type: AncillaryType;
  productId: string;
  quantity: number;
}

const ancillariesOf = (order: Order): AncillaryTicket[] =>
  order.ticketGroups.flatMap((group) => group.ancillaryTickets);

/** Whether the order carries the club's mandatory plastic card (it cannot be removed). */
export function hasMandatoryCard(order: Order): boolean {
  return ancillariesOf(order).some((a) => a.ancillaryType === 'PLASTIC_CARD' && a.isMandatory);
}

/** The choice the order already holds: its parking places per car park, its card, its delivery. */
export function choiceFromOrder(order: Order, cardMandatory: boolean): OptionsChoice {
  const parking: Record<string, number> = {};
  let plasticCard = cardMandatory;
  for (const ancillary of ancillariesOf(order)) {
    if (ancillary.ancillaryType === 'PARKING')
      parking[ancillary.productId] = (parking[ancillary.productId] ?? 0) + 1;
    else plasticCard = true;
  }
  return { parking, plasticCard, withdrawal: withdrawalValue(order.ticketWithdrawal) };
}

/**
 * Keeps the choice within what is offered now: car parks no longer offered are dropped, and a
 * quantity above the offer's maximum (the car park filled up meanwhile) is lowered to it.
 */
export function fitChoice(choice: OptionsChoice, offers: readonly AncillaryOffer[]): OptionsChoice {
  const parking: Record<string, number> = {};
  for (const offer of offers) {
    if (offer.type !== 'PARKING') continue;
    const wanted = Math.min(choice.parking[offer.productId] ?? 0, offer.maxQuantity);
    if (wanted > 0) parking[offer.productId] = wanted;
  }
  const cardOffered = offers.some((offer) => offer.type === 'PLASTIC_CARD');
  return { ...choice, parking, plasticCard: choice.plasticCard && cardOffered };
}

/**
 * The whole list of extra purchases to send (the call sets the list, it is not a delta): every car
 * park with at least one place, and the plastic card when chosen. The route refuses quantity 0.
 */
export function ancillaryRequests(
  choice: OptionsChoice,
  offers: readonly AncillaryOffer[],
): AncillaryRequest[] {
  const fitted = fitChoice(choice, offers);
  const requests: AncillaryRequest[] = [];
  for (const offer of offers) {
    if (offer.type === 'PARKING') {
      const quantity = fitted.parking[offer.productId] ?? 0;
      if (quantity > 0) requests.push({ type: 'parking', productId: offer.productId, quantity });
    } else if (fitted.plasticCard) {
      requests.push({ type: 'plastic_card', productId: offer.productId, quantity: 1 });
    }
  }
  return requests;
}

/**
 * The order's total if the choice were saved, in cents: the order without its optional extras,
 * plus the chosen car park places and card at the offered prices. A mandatory card already on the
 * order is part of that base, so it is not counted twice.
 */
export function totalWithChoice(
  order: Order,
  choice: OptionsChoice,
  offers: readonly AncillaryOffer[],
): number {
  const optional = ancillariesOf(order).filter((a) => !a.isMandatory);
  const base = optional.reduce((sum, a) => sum - a.grossAmount - a.discountAmount, order.totalAmount);
  const fitted = fitChoice(choice, offers);
  const mandatoryHeld = hasMandatoryCard(order);
  return offers.reduce((sum, offer) => {
    if (offer.type === 'PARKING') return sum + (fitted.parking[offer.productId] ?? 0) * offer.price;
    return fitted.plasticCard && !mandatoryHeld ? sum + offer.price : sum;
  }, base);
}

/**
 * The saved extras as the cart keeps them (docs/product.md#options: options with their net price):
 * every extra purchase of the order, the parking being the first car park place.
 */
export function cartOptionsOf(order: Order): {
  options: CartOption[];
  parking: (CartOption & { type: 'parking' }) | null;
} {
  const options = ancillariesOf(order).map((a): CartOption => ({
    id: a.id,
    type: a.ancillaryType === 'PARKING' ? 'parking' : 'plastic_card',
    netPrice: Math.max(0, a.grossAmount + a.discountAmount),
  }));
  const first = options.find((option) => option.type === 'parking');
  return { options, parking: first ? { ...first, type: 'parking' } : null };
}
