import { tenantFixture } from '@stadio/db/testing';
import { LOCALES } from '@stadio/i18n';
import { tenantSchema } from '@stadio/tenants';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../mail-layout';
import { mailTranslator } from '../mail-translator';
import { resalePayoutPaidMail } from './resale-payout-paid';

const club = tenantSchema.parse(
  tenantFixture('riviera', { clientShortName: 'Riviera', clientLongName: 'Olympique Riviera' }),
);
const origin = 'http://riviera.localhost:3000';

describe('resale-payout-paid e-mail', () => {
  it.each(LOCALES)(
    'tells the seller in %s the amount, the match and the account it went to',
    async (locale) => {
      const context = { tenant: club, locale, shopOrigin: origin, t: await mailTranslator(locale) };
      const mail = renderLayout(
        resalePayoutPaidMail.compose(
          {
            firstName: 'Nora',
            eventName: 'Olympique Riviera – AS Cannes',
            amountCents: 4000,
            ibanEnd: '0189',
          },
          context,
        ),
        context,
      );
      expect(mail.subject).toContain('Olympique Riviera');
      expect(mail.text).toContain('Olympique Riviera – AS Cannes');
      expect(mail.text).toMatch(/40[.,]00/);
      expect(mail.text).toContain('0189');
      expect(mail.text).toContain(`${origin}/resale?lng=${locale}`);
      expect(mail.text).not.toMatch(/payoutPaid\.|\{amount\}|\{event\}|\{ibanEnd\}/);
    },
  );
});
