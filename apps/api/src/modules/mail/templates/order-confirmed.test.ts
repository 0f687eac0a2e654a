import { tenantFixture } from '@stadio/db/testing';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { LOCALES } from '@stadio/i18n';
import { tenantSchema } from '@stadio/tenants';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../mail-layout';
import { mailTranslator } from '../mail-translator';
import { renderMail } from '../render-mail';
import { elisionOf, orderConfirmedMail, type OrderReceipt } from './order-confirmed';

const NOW = new Date('2026-11-20T10:00:00Z');
const KICK_OFF = '2026-12-05T19:45:00Z';

function seatTicket(seat: string | null, product: string, cents: number): Gql.SeatTicket {
  return {
    id: `t-${seat ?? 'open'}`,
    productId: 'full',
    productName: product,
    grossAmount: cents,
    discountAmount: 0,
    isFromResale: false,
    eventInfo: { id: 'm05', name: 'Olympique Riviera – AS Cannes', startDatetime: KICK_OFF },
    seatInfo: {
      standId: 'n',
      standName: 'Tribune Nord',
      blockId: 'N14',
      blockName: 'N14',
      seatId: seat,
      rowName: seat ? 'C' : null,
      seatNumber: seat,
      isOpenSeating: seat === null,
      eventId: 'm05',
      categoryId: 'c1',
      categoryName: 'Catégorie 1',
    },
    holderInfo: null,
  } as Gql.SeatTicket;
}

const receipt = (ticketsOpenAt: Date | null): OrderReceipt => ({
  now: NOW,
  events: new Map([['m05', { venue: 'Stade des Pins', ticketsOpenAt }]]),
  order: {
    orderId: 'ord_abc',
    ticketGroups: [
      {
        id: 'g1',
        eventInfo: { id: 'm05', name: 'Olympique Riviera – AS Cannes', startDatetime: KICK_OFF },
        packInfo: null,
        seatTickets: [seatTicket('12', 'Plein tarif', 4500), seatTicket(null, 'Enfant', 2300)],
        ancillaryTickets: [
          {
            id: 'a1',
            ancillaryName: 'Parking P1',
            ancillaryType: 'PARKING',
            productId: 'p1',
            grossAmount: 800,
            discountAmount: 0,
            isMandatory: false,
          },
        ],
      },
    ],
  } as unknown as Gql.Order,
});

describe('order confirmed e-mail', () => {
  const club = tenantSchema.parse(tenantFixture('riviera', { clientLongName: 'Olympique Riviera' }));
  const payload = {
    orderId: 'ord_abc',
    firstName: 'Anna',
    totalCents: 9900,
    numberOfInstallments: 3,
    firstInstallmentCents: 3300,
  };
  const origin = 'http://riviera.localhost:3000';

  async function receiptMail(locale: string, opensAt: Date | null) {
    const context = { tenant: club, locale, shopOrigin: origin, t: await mailTranslator(locale) };
    return renderLayout(orderConfirmedMail.compose(payload, context, receipt(opensAt)), context);
  }

  it('says the order, the total and the instalments in every language, in the club’s name', async () => {
    for (const locale of LOCALES) {
      const mail = await renderMail({ template: 'order-confirmed', locale, payload }, club, origin);
      expect(mail.subject, locale).toContain('Olympique Riviera');
      expect(mail.text, locale).toContain('ord_abc');
      expect(mail.text, locale).toMatch(/99[.,]00/);
      expect(mail.text, locale).toMatch(/33[.,]00/);
      expect(mail.text, locale).toContain(`${origin}/orders?lng=${locale}`);
    }
  });

  it('lists the match, its date and venue, each seat, the options and when e-tickets open, in every language', async () => {
    const opensAt = new Date('2026-12-03T19:45:00Z');
    for (const locale of LOCALES) {
      const mail = await receiptMail(locale, opensAt);
      for (const part of [mail.text, mail.html]) {
        expect(part, locale).toContain('Olympique Riviera – AS Cannes');
        expect(part, locale).toContain('Stade des Pins');
        expect(part, locale).toContain('Parking P1');
        expect(part, locale).toContain('N14');
        expect(part, locale).toMatch(/45[.,]00/);
        expect(part, locale).toMatch(/23[.,]00/);
        // The kick-off and the day tickets open, in the club's time zone and the language's format.
        expect(part, locale).toContain(locale === 'fr' ? '05/12/2026 20:45' : '12/05/2026 20:45');
        expect(part, locale).toContain(locale === 'fr' ? 'à partir du 03/12/2026.' : '12/03/2026.');
      }
      expect(mail.html, locale).toMatch(/<table role="presentation"[^>]*>.*Parking P1/s);
    }
  });

  it('writes each language’s own words for seats, rows and unreserved places', async () => {
    const expected: Record<string, RegExp[]> = {
      fr: [/Bloc N14 · Rang C · Place 12/, /Placement libre/, /à partir du 03\/12\/2026/],
      en: [/Block N14 · Row C · Seat 12/, /Unreserved seating/, /available from 12\/03\/2026/],
      es: [/Bloque N14 · Fila C · Asiento 12/, /Sin asiento numerado/, /a partir del 12\/03\/2026/],
      nl: [/Vak N14 · Rij C · Stoel 12/, /Vrije plaats/, /vanaf 12\/03\/2026/],
      ru: [/Сектор N14 · Ряд C · Место 12/, /Свободная рассадка/, /доступны с 12\/03\/2026/],
    };
    for (const [locale, patterns] of Object.entries(expected)) {
      const mail = await receiptMail(locale, new Date('2026-12-03T19:45:00Z'));
      for (const pattern of patterns) expect(mail.text, locale).toMatch(pattern);
    }
  });

  it('says the e-tickets are there already once their window is open', async () => {
    const mail = await receiptMail('en', null);
    expect(mail.text).toContain('Your e-tickets are already available in your account.');
    expect(mail.text).not.toContain('will be available from');
  });

  it('elides "de" before a club whose name starts with a vowel, in French only', async () => {
    expect(elisionOf('Olympique Riviera')).toBe('vowel');
    expect(elisionOf('Étoile du Sud')).toBe('vowel');
    expect(elisionOf('HC Amstel')).toBe('consonant');
    const vowel = await receiptMail('fr', null);
    expect(vowel.text).toContain('auprès d’Olympique Riviera !');
    const other = tenantSchema.parse(tenantFixture('riviera', { clientLongName: 'Neva Basket' }));
    const context = { tenant: other, locale: 'fr', shopOrigin: origin, t: await mailTranslator('fr') };
    const consonant = renderLayout(orderConfirmedMail.compose(payload, context), context);
    expect(consonant.text).toContain('auprès de Neva Basket !');
  });

  it('leaves the instalment line out of a single payment', async () => {
    const mail = await renderMail(
      { template: 'order-confirmed', locale: 'en', payload: { ...payload, numberOfInstallments: 1 } },
      club,
      origin,
    );
    expect(mail.text).not.toContain('instalments');
    expect(mail.text).toContain('Total paid: €99.00');
  });

  it('says a plan’s order total and what was paid today, never the total as paid', async () => {
    const mail = await receiptMail('fr', null);
    for (const part of [mail.text, mail.html]) {
      expect(part).toMatch(/Total de la commande[\s\S]*99,00/);
      expect(part).toMatch(/Payé aujourd’hui[\s\S]*33,00/);
      expect(part).not.toContain('Total payé');
    }
    const withoutReceipt = await renderMail(
      { template: 'order-confirmed', locale: 'en', payload },
      club,
      origin,
    );
    expect(withoutReceipt.text).toContain('Order total: €99.00');
    expect(withoutReceipt.text).not.toContain('Total paid');
  });
});
