import { formatClubDate, type Tenant } from '@stadio/tenants';
import { ancillaryNameIn } from '../orders/plastic-card';
import { formatDocumentMoney } from './document-format';
import { documentLocale, documentTranslator, type DocumentTranslate } from './document-translator';
import type { InvoiceFacts } from './invoice-facts';
import { formatInvoiceNumber } from './invoice-numbers';
import {
  buyerLines,
  CONTENT_WIDTH,
  drawDocumentHeader,
  drawFooter,
  drawParties,
  drawRule,
  drawTotals,
  INK,
  MARGIN,
  PAGE_BOTTOM,
  PAGE_WIDTH,
  sellerLines,
  STRIPE,
  vatRows,
} from './billing-document';
import { createPdf, FONT, pdfBytes } from './pdf-document';

/** One line of the invoice, amounts in cents including VAT. */
export interface InvoiceLine {
  /** The seat ticket's or extra's id (a credit note picks the lines it refunds by it). */
  id: string;
  description: string;
  quantity: number;
  unitCents: number;
  discountCents: number;
}

/** The order's lines: one per seat ticket (with its seat) and one per extra purchase. */
export function invoiceLines(
  facts: Pick<InvoiceFacts, 'order'>,
  t: DocumentTranslate,
  locale: string,
  tenant: Pick<Tenant, 'locales' | 'plasticCardConfiguration'>,
): InvoiceLine[] {
  return facts.order.ticketGroups.flatMap((group) => [
    ...group.seatTickets.map((ticket) => {
      const seat = ticket.seatInfo;
      const event = group.packInfo
        ? `${group.packInfo.name} · ${ticket.eventInfo.name}`
        : ticket.eventInfo.name;
      const description = seat.isOpenSeating
        ? t('openSeatingLine', {
            event,
            category: seat.categoryName,
            block: `${seat.standName} ${seat.blockName}`,
          })
        : t('seatLine', {
            event,
            category: seat.categoryName,
            seat: t('seatShort', {
              stand: seat.standName,
              block: seat.blockName,
              row: seat.rowName ?? '—',
              seat: seat.seatNumber ?? '—',
            }),
          });
      return {
        id: ticket.id,
        description: `${description} (${ticket.productName})`,
        quantity: 1,
        unitCents: ticket.grossAmount,
        discountCents: ticket.discountAmount,
      };
    }),
    ...group.ancillaryTickets.map((ancillary) => ({
      id: ancillary.id,
      description: ancillaryNameIn(ancillary, locale, tenant),
      quantity: 1,
      unitCents: ancillary.grossAmount,
      discountCents: ancillary.discountAmount,
    })),
  ]);
}

/**
 * The invoice of a confirmed order as a PDF in the buyer's language: seller from the club's
 * `invoicing` settings, buyer, one line per ticket and extra, discounts, VAT included in the
 * prices split out at the club's rate, and the payments received (each instalment).
 */
export async function renderInvoicePdf(
  facts: InvoiceFacts,
  tenant: Tenant,
  assetsDir: string,
): Promise<Buffer> {
  const locale = documentLocale(facts.customer.locale);
  const t = await documentTranslator(locale);
  const seller = tenant.invoicing;
  const number = formatInvoiceNumber(facts.invoice.number, seller?.numberPrefix ?? tenant.slug.toUpperCase());
  const money = (cents: number) => formatDocumentMoney(cents, locale, tenant.currency);
  const day = (date: Date) => formatClubDate(date, locale, tenant.timeZone, false);
  const { primary, onPrimary } = tenant.branding.colors;
  const doc = createPdf({
    title: `${t('invoiceTitle')} ${number}`,
    author: tenant.clientLongName,
    lang: locale,
  });
  doc.addPage();
  const width = CONTENT_WIDTH;

  // Header: the club on the left, the invoice's identity on the right.
  drawDocumentHeader(doc, {
    tenant,
    assetsDir,
    title: t('invoiceTitle'),
    titleX: 320,
    titleSize: 26,
    nameWidth: 230,
    facts: [
      [t('invoiceNumber'), number],
      [t('issueDate'), day(facts.invoice.issuedAt)],
      [t('saleDate'), day(facts.saleDate)],
      [t('order'), facts.order.orderId],
    ],
    labelX: 250,
  });
  const bottom = drawParties(doc, 160, t, sellerLines(tenant, t, true), buyerLines(facts.customer));

  // Lines.
  let y = bottom + 28;
  // Right edges of the number columns; the description takes the rest.
  const right = { quantity: 325, unit: 405, discount: 475, amount: PAGE_WIDTH - MARGIN - 8 };
  const descriptionX = MARGIN + 8;
  const descriptionWidth = 240;
  const cell = (text: string, edge: number, top: number) =>
    doc.text(text, edge - 70, top, { width: 70, align: 'right' });
  doc.rect(MARGIN, y, width, 22).fill(primary);
  doc.font(FONT.bold).fontSize(8.5).fillColor(onPrimary);
  doc.text(t('description'), descriptionX, y + 7, { width: descriptionWidth });
  cell(t('quantity'), right.quantity, y + 7);
  cell(t('unitPrice'), right.unit, y + 7);
  cell(t('discount'), right.discount, y + 7);
  cell(t('amount'), right.amount, y + 7);
  y += 22;
  const lines = invoiceLines(facts, t, locale, tenant);
  for (const [index, line] of lines.entries()) {
    doc.font(FONT.regular).fontSize(9);
    const height = Math.max(22, doc.heightOfString(line.description, { width: descriptionWidth }) + 12);
    if (y + height > PAGE_BOTTOM - 40) {
      doc.addPage();
      y = MARGIN;
    }
    if (index % 2 === 1) doc.rect(MARGIN, y, width, height).fill(STRIPE);
    doc.fillColor(INK).text(line.description, descriptionX, y + 6, { width: descriptionWidth });
    cell(String(line.quantity), right.quantity, y + 6);
    cell(money(line.unitCents), right.unit, y + 6);
    cell(line.discountCents ? money(line.discountCents) : '—', right.discount, y + 6);
    doc.font(FONT.bold);
    cell(money(line.unitCents * line.quantity + line.discountCents), right.amount, y + 6);
    y += height;
  }
  drawRule(doc, y);

  // Totals: VAT is included in the prices, so it is split out of the total.
  const total = facts.order.totalAmount;
  const totals: Array<[string, string]> = [];
  if (facts.order.discountAmount !== 0) totals.push([t('discount'), money(facts.order.discountAmount)]);
  totals.push(...vatRows(t, locale, tenant, total, money));
  y = drawTotals(doc, y, { tenant, x: 300, rows: totals, total: [t('totalInclVat'), money(total)] }) + 16;

  // Payments received, instalment by instalment.
  doc.font(FONT.bold).fontSize(10).fillColor(INK).text(t('payments'), MARGIN, y);
  y = doc.y + 4;
  const received = facts.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  for (const payment of facts.payments) {
    const label =
      payment.rank === null
        ? t('singlePayment')
        : t('instalment', { rank: payment.rank, count: payment.count });
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(INK)
      .text(
        // The type only where the payment names one (a counter sale: cash, check…); the shop's are by card.
        `${label}${payment.paymentType ? ` (${t('paymentType', { type: payment.paymentType })})` : ''} — ${t('paidOn', { date: day(payment.paidAt) })}`,
        MARGIN,
        y,
        {
          width: 300,
        },
      );
    doc.text(money(payment.amountCents), PAGE_WIDTH - MARGIN - 128, y, { width: 120, align: 'right' });
    y += 15;
  }
  if (facts.payments.length > 0 && received >= total) {
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(primary)
      .text(t('paidInFull'), MARGIN, y + 4);
  }

  // Footer on the last page.
  drawFooter(doc, t, tenant);
  return pdfBytes(doc);
}
