import { describe, expect, it } from 'vitest';
import { outcomeView, PAYMENT_OUTCOMES } from './validation-outcome';

describe('outcomeView', () => {
  it('gives every outcome a next action', () => {
    for (const outcome of PAYMENT_OUTCOMES)
      expect(outcomeView(outcome, true).actions.length).toBeGreaterThan(0);
  });
  it('leads a validated order to the tickets and a pending one to a refresh', () => {
    expect(outcomeView('VALIDATED', false)).toEqual({ tone: 'success', actions: ['orders', 'home'] });
    expect(outcomeView('PAYMENT_IN_PROGRESS', true).actions[0]).toBe('refresh');
  });
  it('offers a retry of a failed payment only while the order is on hold', () => {
    expect(outcomeView('PAYMENT_ERROR', true).actions[0]).toBe('retryPayment');
    expect(outcomeView('PAYMENT_ERROR', false).actions).toEqual(['newOrder']);
    expect(outcomeView('NOT_VALIDATED', true).actions[0]).toBe('retryPayment');
  });
  it('sends expired and cancelled orders to a new order', () => {
    expect(outcomeView('EXPIRED', false).actions).toEqual(['newOrder']);
    expect(outcomeView('CANCELLED', false).actions).toEqual(['newOrder']);
  });
});
