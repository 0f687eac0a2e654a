/** What a test card does when used on the hosted page. */
export type CardBehaviour =
  'success' | 'declined' | 'pending' | 'later_charges_declined' | 'later_charges_need_authentication';

/** A test card of the hosted page. */
export interface TestCard {
  number: string;
  behaviour: CardBehaviour;
  /** Shown under the form so a tester knows what to type. */
  label: string;
}

/** The test cards (numbers follow the usual provider conventions). */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', behaviour: 'success', label: 'Payment succeeds' },
  { number: '4000000000000002', behaviour: 'declined', label: 'Card declined' },
  {
    number: '4000000000009995',
    behaviour: 'pending',
    label: 'Pending at the bank, succeeds a little later',
  },
  {
    number: '4000000000000341',
    behaviour: 'later_charges_declined',
    label: 'Payment succeeds, later instalments are declined',
  },
  {
    number: '4000002760003184',
    behaviour: 'later_charges_need_authentication',
    label: 'Payment succeeds, later instalments need the cardholder (3-D Secure)',
  },
];

/** The behaviour of a card number as typed (spaces and dashes ignored); undefined for unknown cards. */
export function cardBehaviour(typed: string): CardBehaviour | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits)?.behaviour;
}

/** `4242 4242 4242 4242`. */
export function groupedCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
