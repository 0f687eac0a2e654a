import path from 'node:path';
import { formatClubDate, type Tenant } from '@stadio/tenants';
import { formatDocumentMoney } from './document-format';
import { documentLocale, documentTranslator, type DocumentTranslate } from './document-translator';
import { createPdf, drawLogo, drawQrCode, FONT, pdfBytes } from './pdf-document';
import type { TicketFacts } from './ticket-facts';

/** One page of a tickets PDF: the ticket, the signed token its QR code carries, its gate code. */
export interface TicketPage {
  facts: TicketFacts;
  token: string;
  /** Printed beside the ticket number (`K7M2-QXA9`, ADR 0044): typed at the gate with it. */
  gateCode: string;
}

const PAGE_WIDTH = 595.28;
const MARGIN = 40;
const INK = '#1A1A1A';
const MUTED = '#5F6368';
const LINE = '#D9DCE1';
const PANEL = '#F4F5F7';

/** The match as fans say it ("Riviera vs Rivals"), else the event's name. */
export function matchTitle(facts: TicketFacts, t: DocumentTranslate): string {
  const { homeTeam, opponent, name } = facts.ticket.eventInfo;
  return homeTeam && opponent
    ? t('versus', { home: homeTeam.displayName, away: opponent.displayName })
    : name;
}

/** The holder's name, else the buyer's: a ticket always names someone. */
function holderName(facts: TicketFacts): string {
  const holder = facts.ticket.holderInfo;
  const first = holder?.firstName ?? facts.owner.firstName ?? '';
  const last = (holder?.lastName ?? facts.owner.lastName ?? '').toUpperCase();
  return `${first} ${last}`.trim() || facts.owner.email;
}

function field(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
): void {
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(MUTED)
    .text(label.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor(INK)
    .text(value, x, y + 12, { width, lineBreak: true, height: 34 });
}

function drawTicketPage(
  doc: PDFKit.PDFDocument,
  page: TicketPage,
  tenant: Tenant,
  assetsDir: string,
  t: DocumentTranslate,
): void {
  const { facts } = page;
  const { ticket } = facts;
  const locale = documentLocale(facts.locale);
  const { primary, onPrimary, secondary } = tenant.branding.colors;
  doc.addPage();

  // Header band in the club's colour, logo on a white disc so any logo reads on any colour.
  doc.rect(0, 0, PAGE_WIDTH, 110).fill(primary);
  doc.rect(0, 110, PAGE_WIDTH, 4).fill(secondary);
  doc.circle(MARGIN + 36, 55, 38).fill('#FFFFFF');
  drawLogo(doc, path.join(assetsDir, tenant.branding.logo), { x: MARGIN + 8, y: 27, size: 56 });
  const refX = 330;
  const refWidth = PAGE_WIDTH - refX - MARGIN;
  // The number, its gate code right below it (what a steward types when the QR code cannot be
  // read, ADR 0044), then the order.
  const reference = (label: string, value: string, y: number) => {
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(onPrimary)
      .text(label.toUpperCase(), refX, y, { width: refWidth, align: 'right', characterSpacing: 0.6 });
    doc
      .font(FONT.bold)
      .fontSize(10)
      .text(value, refX, y + 11, { width: refWidth, align: 'right' });
  };
  reference(t('ticketRef'), ticket.id, 20);
  reference(t('gateCode'), page.gateCode, 47);
  reference(t('order'), facts.orderId, 74);

  // The club's name: a long one gets a smaller size, then a second line, never into the references.
  const nameX = MARGIN + 92;
  const nameWidth = refX - nameX - 12;
  let nameSize = 18;
  doc.font(FONT.bold);
  while (nameSize > 14 && doc.fontSize(nameSize).widthOfString(tenant.clientLongName) > nameWidth)
    nameSize -= 1;
  doc
    .fillColor(onPrimary)
    .text(tenant.clientLongName, nameX, doc.widthOfString(tenant.clientLongName) > nameWidth ? 24 : 36, {
      width: nameWidth,
    });
  doc
    .font(FONT.regular)
    .fontSize(11)
    .fillColor(onPrimary)
    .text(t('ticketTitle'), nameX, doc.y + 4, { width: nameWidth });

  // The match: what the fan looks for first.
  const start = new Date(ticket.eventInfo.startDatetime);
  let y = 142;
  doc
    .font(FONT.bold)
    .fontSize(24)
    .fillColor(INK)
    .text(matchTitle(facts, t), MARGIN, y, { width: PAGE_WIDTH - 2 * MARGIN });
  y = doc.y + 4;
  if (ticket.eventInfo.homeTeam && ticket.eventInfo.opponent) {
    doc.font(FONT.regular).fontSize(12).fillColor(MUTED).text(ticket.eventInfo.name, MARGIN, y);
    y = doc.y + 2;
  }
  doc
    .font(FONT.bold)
    .fontSize(14)
    .fillColor(primary)
    .text(`${formatClubDate(start, locale, tenant.timeZone)}  ·  ${facts.arenaName}`, MARGIN, y + 6);
  y = doc.y + 22;

  // Where to sit, left; the QR code, right.
  const panelTop = y;
  const panelHeight = 300;
  doc.roundedRect(MARGIN, panelTop, PAGE_WIDTH - 2 * MARGIN, panelHeight, 10).fill(PANEL);
  const seat = ticket.seatInfo;
  const col = 100;
  const left = MARGIN + 20;
  // The second column ends before the QR code panel (x 329).
  const second = left + 150;
  field(doc, t('stand'), seat.standName, left, panelTop + 20, 140);
  field(doc, t('block'), seat.blockName, second, panelTop + 20, 110);
  if (seat.isOpenSeating) {
    field(doc, t('seat'), t('openSeating'), left, panelTop + 72, 250);
  } else {
    field(doc, t('row'), seat.rowName ?? '—', left, panelTop + 72, col - 10);
    field(doc, t('seat'), seat.seatNumber ?? '—', second, panelTop + 72, 110);
  }
  field(doc, t('holder'), holderName(facts), left, panelTop + 124, 250);
  field(doc, t('category'), seat.categoryName, left, panelTop + 176, 140);
  field(doc, t('rate'), ticket.productName, second, panelTop + 176, 110);
  field(
    doc,
    t('price'),
    formatDocumentMoney(ticket.grossAmount + ticket.discountAmount, locale, tenant.currency),
    left,
    panelTop + 228,
    140,
  );

  const qrSize = 200;
  const qrX = PAGE_WIDTH - MARGIN - 20 - qrSize;
  const qrY = panelTop + (panelHeight - qrSize) / 2;
  doc
    .roundedRect(qrX - 6, qrY - 6, qrSize + 12, qrSize + 12, 8)
    .lineWidth(1)
    .strokeColor(LINE)
    .stroke();
  drawQrCode(doc, page.token, { x: qrX, y: qrY, size: qrSize });

  y = panelTop + panelHeight + 18;
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(INK)
    .text(t('scanHint'), MARGIN, y, { width: PAGE_WIDTH - 2 * MARGIN });
  doc
    .moveDown(0.4)
    .text(t('gateCodeHint', { number: ticket.id, code: page.gateCode }), { width: PAGE_WIDTH - 2 * MARGIN });
  if (facts.version > 1) {
    doc
      .moveDown(0.4)
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(INK)
      .text(t('reissued', { version: facts.version }));
  }

  // A dashed tear line and the footer, for fans who print.
  const footerY = 780;
  doc
    .moveTo(MARGIN, footerY - 16)
    .lineTo(PAGE_WIDTH - MARGIN, footerY - 16)
    .dash(4, { space: 4 })
    .lineWidth(0.8)
    .strokeColor(LINE)
    .stroke()
    .undash();
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text(t('footer', { club: tenant.clientLongName }), MARGIN, footerY, {
      width: PAGE_WIDTH - 2 * MARGIN,
      align: 'center',
    });
}

/**
 * The e-tickets as one PDF, one A4 page per ticket, each in its holder's language and the club's
 * branding: match, date in the club's time zone, venue, seat (or open seating), holder, category,
 * rate, price, and the QR code of the signed token.
 */
export async function renderTicketsPdf(
  pages: TicketPage[],
  tenant: Tenant,
  assetsDir: string,
): Promise<Buffer> {
  const first = pages[0];
  if (!first) throw new Error('a tickets PDF needs at least one ticket');
  const firstT = await documentTranslator(first.facts.locale);
  const doc = createPdf({
    title: `${firstT('ticketTitle')} — ${matchTitle(first.facts, firstT)}`,
    author: tenant.clientLongName,
    lang: documentLocale(first.facts.locale),
  });
  const translators = new Map<string, DocumentTranslate>();
  for (const page of pages) {
    const locale = documentLocale(page.facts.locale);
    let t = translators.get(locale);
    if (!t) translators.set(locale, (t = await documentTranslator(locale)));
    drawTicketPage(doc, page, tenant, assetsDir, t);
  }
  return pdfBytes(doc);
}
