/** The checkout stepper, in order: choice of seat, options, information, summary, payment type, payment. */
export const CHECKOUT_STEPS = [
  'seat',
  'options',
  'information',
  'summary',
  'paymentType',
  'payment',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export type StepState = 'done' | 'current' | 'upcoming';

/** 1-based position of a step ("Step 2 of 6"). */
export function stepNumber(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step) + 1;
}

/**
 * Every step with its state and the link to go back to it. Only done steps are linked: the steps
 * ahead need the ones before them, and the current one is where the buyer already is.
 */
export function stepItems(
  current: CheckoutStep,
  links: Partial<Record<CheckoutStep, string | null>> = {},
): { step: CheckoutStep; number: number; state: StepState; href: string | null }[] {
  const at = stepNumber(current);
  return CHECKOUT_STEPS.map((step, index) => {
    const number = index + 1;
    const state: StepState = number < at ? 'done' : number === at ? 'current' : 'upcoming';
    return { step, number, state, href: state === 'done' ? (links[step] ?? null) : null };
  });
}
