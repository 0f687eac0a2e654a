import { tenantFixture } from '@stadio/db/testing';
import { tenantSchema } from '@stadio/tenants';
import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-outcome';
import { clubReturnUrl } from './return-url';

const NOW = new Date('2030-06-01T12:00:00Z');
const LATER = new Date('2030-06-01T12:15:00Z');
const STAFF_ID = '6f1c2b9e-0000-4000-8000-000000000001';

describe('payment outcome', () => {
  const onHold = { status: 'onhold' as const, expiresAt: LATER };
  it('maps the order and its latest payment to the validation page’s outcome', () => {
    expect(paymentOutcome({ status: 'confirmed', expiresAt: null }, { status: 'succeeded' }, NOW)).toBe(
      'VALIDATED',
    );
    expect(paymentOutcome({ status: 'confirmed', expiresAt: null }, null, NOW)).toBe('VALIDATED');
    // "Cancelled by a ticket manager" only when one did; the fan's own cancel is no payment.
    expect(
      paymentOutcome(
        { status: 'cancelled', expiresAt: null, cancelledBy: STAFF_ID },
        { status: 'succeeded' },
        NOW,
      ),
    ).toBe('CANCELLED');
    expect(paymentOutcome({ status: 'cancelled', expiresAt: null }, { status: 'created' }, NOW)).toBe(
      'NOT_VALIDATED',
    );
    expect(
      paymentOutcome({ status: 'cancelled', expiresAt: null, cancelledBy: null }, { status: 'created' }, NOW),
    ).toBe('NOT_VALIDATED');
    expect(paymentOutcome({ status: 'abandoned', expiresAt: null }, { status: 'refunded' }, NOW)).toBe(
      'EXPIRED',
    );
    expect(paymentOutcome(onHold, { status: 'pending' }, NOW)).toBe('PAYMENT_IN_PROGRESS');
    expect(paymentOutcome(onHold, { status: 'failed' }, NOW)).toBe('PAYMENT_ERROR');
    expect(paymentOutcome(onHold, { status: 'created' }, NOW)).toBe('NOT_VALIDATED');
    expect(paymentOutcome(onHold, { status: 'cancelled' }, NOW)).toBe('NOT_VALIDATED');
    expect(paymentOutcome(onHold, null, NOW)).toBe('NOT_VALIDATED');
  });
  it('counts an order past its expiry as expired before the sweeper runs', () => {
    expect(paymentOutcome(onHold, { status: 'created' }, LATER)).toBe('EXPIRED');
  });
});

describe('return URL', () => {
  const club = tenantSchema.parse(
    tenantFixture('riviera', { domains: ['riviera.localhost', 'tickets.riviera.fr'] }),
  );
  it('accepts only the club’s own domains over http(s)', () => {
    expect(clubReturnUrl(club, 'http://riviera.localhost:3000/validation?orderId=ord_1')?.pathname).toBe(
      '/validation',
    );
    expect(clubReturnUrl(club, 'https://TICKETS.riviera.fr/validation')).not.toBeNull();
    for (const bad of [
      'https://evil.example/validation',
      'https://tickets.riviera.fr.evil.example/',
      'https://evil.example@tickets.riviera.fr/',
      'javascript:alert(1)',
      '//tickets.riviera.fr/validation',
      '/validation',
      'ftp://riviera.localhost/',
    ])
      expect(clubReturnUrl(club, bad), bad).toBeNull();
  });
});
