import { tenantFixture } from '@stadio/db/testing';
import { LOCALES } from '@stadio/i18n';
import { tenantSchema } from '@stadio/tenants';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../render-mail';

describe('order confirmed e-mail', () => {
  const club = tenantSchema.parse(tenantFixture('riviera', { clientLongName: 'Olympique Riviera' }));
  const payload = {
    orderId: 'ord_abc',
    firstName: 'Anna',
    totalCents: 9900,
    numberOfInstallments: 3,
    firstInstallmentCents: 3300,
  };

  it('says the order, the total and the instalments in every language, in the club’s name', async () => {
    for (const locale of LOCALES) {
      const mail = await renderMail(
        { template: 'order-confirmed', locale, payload },
        club,
        'http://riviera.localhost:3000',
      );
      expect(mail.subject, locale).toContain('Olympique Riviera');
      expect(mail.text, locale).toContain('ord_abc');
      expect(mail.text, locale).toMatch(/99[.,]00/);
      expect(mail.text, locale).toMatch(/33[.,]00/);
      expect(mail.text, locale).toContain(`http://riviera.localhost:3000/orders?lng=${locale}`);
    }
  });

  it('leaves the instalment line out of a single payment', async () => {
    const mail = await renderMail(
      { template: 'order-confirmed', locale: 'en', payload: { ...payload, numberOfInstallments: 1 } },
      club,
      'http://riviera.localhost:3000',
    );
    expect(mail.text).not.toContain('instalments');
    expect(mail.text).toContain('Total paid: €99.00');
  });
});
