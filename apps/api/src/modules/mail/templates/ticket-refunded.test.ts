import { tenantFixture } from '@stadio/db/testing';
import { LOCALES } from '@stadio/i18n';
import { tenantSchema } from '@stadio/tenants';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../mail-layout';
import { mailTranslator } from '../mail-translator';
import { ticketRefundedMail } from './ticket-refunded';

const club = tenantSchema.parse(
  tenantFixture('riviera', { clientShortName: 'Riviera', clientLongName: 'Olympique Riviera' }),
);
const origin = 'http://riviera.localhost:3000';
const payload: Parameters<typeof ticketRefundedMail.compose>[0] = {
  orderId: 'ord_abc',
  customerId: 'c1',
  firstName: 'Nora',
  item: 'Olympique Riviera – AS Cannes',
  seat: 'R1 · C · 1',
  refundedCents: 3000,
  creditNote: { id: '5b0e7c1e-0d7a-4c55-9f1e-2c7f4c1d2a10', number: 'ORC-CN-000004' },
  othersKept: true,
};

async function render(locale: string, changes: Partial<typeof payload> = {}) {
  const context = { tenant: club, locale, shopOrigin: origin, t: await mailTranslator(locale) };
  return renderLayout(ticketRefundedMail.compose({ ...payload, ...changes }, context), context);
}

describe('ticket-refunded e-mail', () => {
  it.each(LOCALES)('names the ticket, the amount and the credit note in %s', async (locale) => {
    const mail = await render(locale);
    expect(mail.subject).toContain('Olympique Riviera');
    expect(mail.text).toContain('ord_abc');
    expect(mail.text).toContain('R1 · C · 1');
    expect(mail.text).toMatch(/30[.,]00/);
    expect(mail.text).toContain('ORC-CN-000004');
    expect(mail.text).toContain(`${origin}/orders?lng=${locale}`);
    expect(mail.text).not.toMatch(/ticketRefunded\.|\{amount\}|\{number\}|\{seat\}/);
  });

  it('says nothing is refunded for a free ticket, and names no credit note without an invoice', async () => {
    const mail = await render('en', { refundedCents: 0, creditNote: null, othersKept: false });
    expect(mail.text).toContain('Nothing was charged for this ticket');
    expect(mail.text).not.toContain('credit note');
    expect(mail.text).not.toContain('stay valid');
  });
});
