import { tenantSchema } from '@stadio/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrder } from '../orders/load-orders';
import { TESTBED_TENANTS } from '../orders/test-fixtures/orders-testbed';
import { CANCEL_TRANSFER, resaleHelpers, TRANSFER } from '../resale/test-fixtures/resale-testbed';
import { documentTranslator } from './document-translator';
import { eventCalendar } from './event-calendar';
import { loadInvoiceFacts } from './invoice-facts';
import { invoiceLines, renderInvoicePdf } from './invoice-pdf';
import { pdfText } from './test-fixtures/pdf-inspection';
import { loadTicketFacts } from './ticket-facts';
import { renderTicketsPdf } from './ticket-pdf';
import { startTicketsTestbed, type TicketsTestbed } from './test-fixtures/tickets-testbed';

// docs/product.md#catalogue-names, ADR 0025: matches, teams, competitions, venues, stands and
// blocks read in the fan's language like the rest of the catalogue. The testbed's club is made a
// Russian-first club, as the demo's Neva is: its names stored in Russian, Spanish and English as
// translations, some left out or blank to fall back to Russian.
const riviera = tenantSchema.parse(TESTBED_TENANTS.riviera);
const russianFirst = { tenant: { locales: ['ru', 'en', 'es'] as ['ru', 'en', 'es'] } };
const CYRILLIC = /[\u0400-\u04FF]/;

const CATALOGUE = `query { events(eventIds: ["match-open"]) {
  name description
  homeTeam { displayName } opponent { displayName } competition { name description }
  arena { name stands { name blocks { id name standName } } } } }`;

interface CatalogueAnswer {
  events: {
    name: string;
    description: string | null;
    homeTeam: { displayName: string } | null;
    opponent: { displayName: string } | null;
    competition: { name: string; description: string | null } | null;
    arena: {
      name: string;
      stands: { name: string; blocks: { id: string; name: string; standName: string }[] }[];
    };
  }[];
}

describe('event, team and venue names in the fan’s language', () => {
  let bed: TicketsTestbed;
  beforeAll(async () => {
    bed = await startTicketsTestbed();
    const set = (sql: string) => bed.rows(sql);
    await set(`update teams set display_name = 'Зенит-Нева', display_name_translations = '{"es": "Zenit-Neva"}'
      where tenant_id = 'riviera' and id = 'home'`);
    await set(`update teams set display_name = 'Урал Екатеринбург',
      display_name_translations = '{"es": "Ural Yekaterinburg", "en": "Ural Yekaterinburg"}'
      where tenant_id = 'riviera' and id = 'rivals'`);
    await set(`update events set name = 'Зенит-Нева – Урал', description = '3-й тур',
      name_translations = '{"es": "Zenit-Neva – Ural", "en": "Zenit-Neva – Ural"}',
      description_translations = '{"es": "Jornada 3"}'
      where tenant_id = 'riviera' and id = 'match-open'`);
    await set(`update competitions set name = 'Суперлига', description = 'Регулярный чемпионат',
      name_translations = '{"es": "Superliga"}', description_translations = '{"es": "Liga regular"}'
      where tenant_id = 'riviera' and id = 'league'`);
    await set(`update arenas set name = 'Нева Арена', name_translations = '{"es": "Neva Arena"}'
      where tenant_id = 'riviera' and id = 'stadium'`);
    // A blank English translation reads the first language, like a missing one.
    await set(`update stands set name = 'Северная трибуна', name_translations = '{"es": "Tribuna Norte", "en": " "}'
      where tenant_id = 'riviera' and id = 'north'`);
    await set(`update blocks set name = 'Сектор R2', name_translations = '{"es": "Sector R2"}'
      where tenant_id = 'riviera' and id = 'R2'`);
  });
  afterAll(async () => {
    await bed?.close();
  });

  const catalogueIn = async (locale: string) =>
    (await bed.data<CatalogueAnswer>(CATALOGUE, {}, { ...russianFirst, locale })).events[0];

  it('reads the match, its teams, competition, venue, stands and blocks in Spanish', async () => {
    const event = await catalogueIn('es');
    expect(event).toMatchObject({
      name: 'Zenit-Neva – Ural',
      description: 'Jornada 3',
      homeTeam: { displayName: 'Zenit-Neva' },
      opponent: { displayName: 'Ural Yekaterinburg' },
      competition: { name: 'Superliga', description: 'Liga regular' },
      arena: { name: 'Neva Arena' },
    });
    const north = event?.arena.stands.find((stand) => stand.name === 'Tribuna Norte');
    expect(north?.blocks.find((block) => block.id === 'R2')).toMatchObject({
      name: 'Sector R2',
      standName: 'Tribuna Norte',
    });
    expect(JSON.stringify(event)).not.toMatch(CYRILLIC);
  });

  it('falls back to the first language where a translation is missing or blank', async () => {
    const event = await catalogueIn('en');
    expect(event).toMatchObject({
      name: 'Zenit-Neva – Ural',
      description: '3-й тур',
      homeTeam: { displayName: 'Зенит-Нева' },
      opponent: { displayName: 'Ural Yekaterinburg' },
      competition: { name: 'Суперлига' },
      arena: { name: 'Нева Арена' },
    });
    expect(event?.arena.stands.map((stand) => stand.name)).toContain('Северная трибуна');
  });

  it('never answers one language’s names to another, one request after the other', async () => {
    const [spanish, russian, again] = [
      await catalogueIn('es'),
      await catalogueIn('ru'),
      await catalogueIn('es'),
    ];
    expect(russian).toMatchObject({
      name: 'Зенит-Нева – Урал',
      opponent: { displayName: 'Урал Екатеринбург' },
      arena: { name: 'Нева Арена' },
    });
    expect(again).toEqual(spanish);
  });

  /** A Spanish-speaking customer's confirmed order of one seat in block R2 (stand North). */
  async function spanishOrder(seatId: string) {
    const customerId = await bed.customer();
    await bed.rows(`update customers set preferred_locale = 'es' where id = $1`, [customerId]);
    const order = await bed.buy(customerId, 'match-open', [{ blockId: 'R2', seatId, productId: 'full' }], {
      holders: [{ firstName: 'Lucia', lastName: 'Garcia' }],
    });
    return { customerId, orderId: order.orderId };
  }

  it('shows the order in the page’s language, its prepared statements reading each language asked', async () => {
    const { customerId, orderId } = await spanishOrder('r2-b1');
    const shown = await bed.data<{
      showMyOrders: {
        ticketGroups: {
          seatTickets: {
            eventInfo: { name: string; homeTeam: { displayName: string }; opponent: { displayName: string } };
            seatInfo: { standName: string; blockName: string };
          }[];
        }[];
      }[];
    }>(
      `query ($customerId: ID!, $orderIds: [ID!]) { showMyOrders(customerId: $customerId, orderIds: $orderIds) {
        ticketGroups { seatTickets {
          eventInfo { name homeTeam { displayName } opponent { displayName } }
          seatInfo { standName blockName } } } } }`,
      { customerId, orderIds: [orderId] },
      { ...russianFirst, locale: 'es' },
    );
    const ticket = shown.showMyOrders[0]?.ticketGroups[0]?.seatTickets[0];
    expect(ticket).toEqual({
      eventInfo: {
        name: 'Zenit-Neva – Ural',
        homeTeam: { displayName: 'Zenit-Neva' },
        opponent: { displayName: 'Ural Yekaterinburg' },
      },
      seatInfo: { standName: 'Tribuna Norte', blockName: 'Sector R2' },
    });
    const now = bed.clock.now();
    const seatOf = async (locale: string) =>
      (await loadOrder(bed.db, 'riviera', customerId, orderId, now, locale))?.ticketGroups[0]?.seatTickets[0];
    const [russian, spanish] = [await seatOf('ru'), await seatOf('es')];
    expect(russian?.eventInfo.name).toBe('Зенит-Нева – Урал');
    expect(russian?.seatInfo.standName).toBe('Северная трибуна');
    expect(russian?.eventInfo.homeTeam?.displayName).toBe('Зенит-Нева');
    expect(spanish?.eventInfo.homeTeam?.displayName).toBe('Zenit-Neva');
    expect(spanish?.eventInfo.name).toBe('Zenit-Neva – Ural');
    expect(spanish?.seatInfo.blockName).toBe('Sector R2');
  });

  it('writes the Spanish reader’s e-ticket, calendar entry and invoice without Cyrillic', async () => {
    const { customerId, orderId } = await spanishOrder('r2-b2');
    const now = bed.clock.now();
    const facts = await loadTicketFacts(bed.db, 'riviera', customerId, { orderIds: [orderId] }, now);
    expect(facts).toHaveLength(1);
    expect(facts[0]?.arenaName).toBe('Neva Arena');
    const ticketText = pdfText(
      await renderTicketsPdf(
        facts.map((fact) => ({ facts: fact, token: 'not-checked-here', gateCode: 'K7M2-QXA9' })),
        riviera,
        bed.services.assetsDir,
      ),
      { layout: false },
    );
    expect(ticketText).toContain('Ural Yekaterinburg');
    expect(ticketText).toContain('Zenit-Neva');
    expect(ticketText).toContain('Tribuna Norte');
    expect(ticketText).toContain('Sector R2');
    expect(ticketText).toContain('Neva Arena');
    expect(ticketText).not.toMatch(CYRILLIC);

    const calendar = eventCalendar(facts, riviera, 'http://riviera.localhost:3000', 'Zenit-Neva – Ural', now);
    expect(calendar).toContain('LOCATION:Neva Arena');
    expect(calendar).toContain('Tribuna Norte');
    expect(calendar).not.toMatch(CYRILLIC);

    const invoice = await loadInvoiceFacts(bed.db, 'riviera', customerId, orderId, now);
    if (!invoice) throw new Error('no invoice');
    const lines = invoiceLines(invoice, await documentTranslator('es'), 'es', riviera).map(
      (line) => line.description,
    );
    expect(lines.join('\n')).toContain('Zenit-Neva – Ural');
    const invoiceText = pdfText(await renderInvoicePdf(invoice, riviera, bed.services.assetsDir), {
      layout: false,
    });
    expect(invoiceText).toContain('Tribuna Norte');
    expect(invoiceText).not.toMatch(CYRILLIC);
  });

  it('names the match of a transfer’s e-mails in each reader’s language', async () => {
    const h = resaleHelpers(bed);
    const sender = await bed.customer();
    const recipient = await bed.customer();
    await bed.rows(`update customers set preferred_locale = 'ru' where id = $1`, [sender]);
    await bed.rows(`update customers set preferred_locale = 'es' where id = $1`, [recipient]);
    const [ticketId = ''] = await h.ticketsOf(sender, ['r2-c1']);
    const options = { ...h.options(), tenant: { ...h.options().tenant, ...russianFirst.tenant } };
    await bed.data(
      TRANSFER,
      { customerId: sender, ticketIds: [ticketId], email: await h.email(recipient) },
      options,
    );
    await bed.data(CANCEL_TRANSFER, { customerId: sender, ticketId }, options);
    const mails = await bed.rows<{ locale: string; payload: { kind: string; eventName: string } }>(
      `select locale, payload from mail_outbox where tenant_id = 'riviera' and template = 'ticket-transfer'
        and recipient in ($1, $2)`,
      [await h.email(sender), await h.email(recipient)],
    );
    expect(mails.map((mail) => [mail.payload.kind, mail.locale, mail.payload.eventName]).sort()).toEqual([
      ['cancelledRecipient', 'es', 'Zenit-Neva – Ural'],
      ['cancelledSender', 'ru', 'Зенит-Нева – Урал'],
      ['received', 'es', 'Zenit-Neva – Ural'],
      ['sent', 'ru', 'Зенит-Нева – Урал'],
    ]);
  });
});
