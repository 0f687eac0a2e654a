import { tenantFixture } from '@stadio/db/testing';
import { LOCALES } from '@stadio/i18n';
import { tenantSchema } from '@stadio/tenants';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../mail-layout';
import { mailTranslator } from '../mail-translator';
import { orderCancelledMail } from './order-cancelled';

const club = tenantSchema.parse(
  tenantFixture('riviera', { clientShortName: 'Riviera', clientLongName: 'Olympique Riviera' }),
);
const origin = 'http://riviera.localhost:3000';
const payload = {
  orderId: 'ord_abc',
  customerId: 'c1',
  firstName: 'Nora',
  refundedCents: 4500,
  items: ['Olympique Riviera – AS Cannes'],
};

async function render(locale: string, refundedCents = payload.refundedCents) {
  const context = { tenant: club, locale, shopOrigin: origin, t: await mailTranslator(locale) };
  return renderLayout(orderCancelledMail.compose({ ...payload, refundedCents }, context), context);
}

describe('order-cancelled e-mail', () => {
  it.each(LOCALES)(
    'names the order, the match and the refund in %s, and says the QR codes are void',
    async (locale) => {
      const mail = await render(locale);
      expect(mail.subject).toContain('Olympique Riviera');
      expect(mail.text).toContain('ord_abc');
      expect(mail.text).toContain('Olympique Riviera – AS Cannes');
      expect(mail.text).toMatch(/45[.,]00/);
      expect(mail.text).toContain(`${origin}/orders?lng=${locale}`);
      expect(mail.text).not.toMatch(/orderCancelled\.|\{amount\}|\{orderId\}/);
    },
  );

  it.each(LOCALES)('names the credit note of the refund in %s', async (locale) => {
    const context = { tenant: club, locale, shopOrigin: origin, t: await mailTranslator(locale) };
    const mail = renderLayout(
      orderCancelledMail.compose({ ...payload, creditNote: { id: 'n1', number: 'ORC-CN-000009' } }, context),
      context,
    );
    expect(mail.text).toContain('ORC-CN-000009');
  });

  it('says nothing is refunded for a free order', async () => {
    const mail = await render('en', 0);
    expect(mail.text).toContain('Nothing was charged for this order');
    expect(mail.text).not.toMatch(/is refunded/);
  });
});
