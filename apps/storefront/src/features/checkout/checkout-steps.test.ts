import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, stepItems, stepNumber } from './checkout-steps';

describe('checkout steps', () => {
  it('has the six steps in order', () => {
    expect(CHECKOUT_STEPS).toEqual(['seat', 'options', 'information', 'summary', 'paymentType', 'payment']);
    expect(stepNumber('seat')).toBe(1);
    expect(stepNumber('information')).toBe(3);
    expect(stepNumber('payment')).toBe(6);
  });

  it('marks the steps before the current one done and links only those with a link', () => {
    const items = stepItems('information', {
      seat: '/event/m03',
      options: '/options?orderId=o1',
      information: '/event/m03/submit',
      summary: '/summary?orderId=o1',
    });
    expect(items.map((item) => [item.step, item.state, item.href])).toEqual([
      ['seat', 'done', '/event/m03'],
      ['options', 'done', '/options?orderId=o1'],
      // The current step and the ones ahead are never links.
      ['information', 'current', null],
      ['summary', 'upcoming', null],
      ['paymentType', 'upcoming', null],
      ['payment', 'upcoming', null],
    ]);
  });

  it('leaves a done step without a link as plain text', () => {
    const [seat] = stepItems('options', {});
    expect(seat).toMatchObject({ state: 'done', href: null });
  });
});
