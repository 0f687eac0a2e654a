import { tenantFixture } from '@stadio/db/testing';
import { LOCALES } from '@stadio/i18n';
import { tenantSchema } from '@stadio/tenants';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../mail-layout';
import { mailTranslator } from '../mail-translator';
import { installmentActionRequiredMail } from './installment-action-required';

const club = tenantSchema.parse(
  tenantFixture('harbour', { clientShortName: 'Harbour RFC', clientLongName: 'Harbour Rugby Football Club' }),
);
const payload = {
  orderId: 'ord_abc',
  firstName: 'Robin',
  rank: 2,
  numberOfInstallments: 3,
  amountCents: 1100,
  currency: 'GBP',
  dueDate: '2030-07-01',
  url: 'http://127.0.0.1:4242/stripe/pay/cs_test_123',
};

describe('installment-action-required e-mail', () => {
  it.each(LOCALES)(
    'names the instalment, its amount in pounds and the page to pay it, in %s',
    async (locale) => {
      const context = {
        tenant: club,
        locale,
        shopOrigin: 'http://harbour.localhost:3000',
        t: await mailTranslator(locale),
      };
      const mail = await renderLayout(installmentActionRequiredMail.compose(payload, context), context);
      expect(mail.subject).toContain('Harbour Rugby Football Club');
      expect(mail.text).toContain('ord_abc');
      // Spanish writes pounds as its CLDR data does: "11,00 GBP".
    expect(mail.text).toMatch(/£\s?11[.,]00|11[.,]00\s?(£|GBP)/);
      expect(mail.text).toContain(payload.url);
      expect(mail.text).toContain('3-D Secure');
      expect(mail.text).not.toMatch(/installmentActionRequired\.|\{amount\}|\{rank\}|\{count\}/);
    },
  );

  it('refuses a payload without a page address', () => {
    expect(
      installmentActionRequiredMail.payload.safeParse({ ...payload, url: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
});
