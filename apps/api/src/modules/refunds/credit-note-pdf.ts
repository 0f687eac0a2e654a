import path from 'node:path';
import { formatClubDate, type Tenant } from '@stadio/tenants';
import { formatDocumentMoney } from '../tickets/document-format';
import { documentTranslator } from '../tickets/document-translator';
import { formatInvoiceNumber } from '../tickets/invoice-numbers';
import { createPdf, drawLogo, FONT, pdfBytes } from '../tickets/pdf-document';
import { splitVat } from '../tickets/vat';
import { documentPrefix, formatCreditNoteNumber } from './credit-note-numbers';
import type { CreditNoteFacts } from './credit-notes';

const PAGE_WIDTH = 595.28;
const PAGE_BOTTOM = 800;
const MARGIN = 48;
const INK = '#1A1A1A';
const MUTED = '#5F6368';
const LINE = '#D9DCE1';
const STRIPE = '#F4F5F7';

/**
 * A credit note as a PDF in the language it was issued in (the fan's), laid out like the invoice
 * (invoice-pdf.ts): the club as seller, the buyer, the invoice it refers to, one line per refunded
 * ticket (the seat as printed) or extra, and the refunded total with its VAT split out at the
 * club's rate, as the invoice did.
 */
export async function renderCreditNotePdf(
  facts: CreditNoteFacts,
  tenant: Tenant,
  assetsDir: string,
): Promise<Buffer> {
  const locale = facts.locale;
  const t = await documentTranslator(locale);
  const seller = tenant.invoicing;
  const number = formatCreditNoteNumber(facts.number, tenant);
  const invoice = formatInvoiceNumber(facts.invoiceNumber, documentPrefix(tenant));
  const money = (cents: number) => formatDocumentMoney(cents, locale, tenant.currency);
  const day = (date: Date) => formatClubDate(new Date(date), locale, tenant.timeZone, false);
  const { primary, onPrimary } = tenant.branding.colors;
  const doc = createPdf({
    title: `${t('creditNoteTitle')} ${number}`,
    author: tenant.clientLongName,
    lang: locale,
  });
  doc.addPage();
  const width = PAGE_WIDTH - 2 * MARGIN;

  drawLogo(doc, path.join(assetsDir, tenant.branding.logo), { x: MARGIN, y: 40, size: 64 });
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(INK)
    .text(tenant.clientLongName, MARGIN + 76, 52, { width: 200 });
  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(primary)
    .text(t('creditNoteTitle').toUpperCase(), 290, 40, { width: PAGE_WIDTH - 290 - MARGIN, align: 'right' });
  const meta: Array<[string, string]> = [
    [t('creditNoteNumber'), number],
    [t('creditNoteDate'), day(facts.issuedAt)],
    [t('creditNoteInvoice'), invoice],
    [t('issueDate'), day(facts.invoiceIssuedAt)],
    [t('order'), facts.orderId],
  ];
  let y = 78;
  for (const [label, value] of meta) {
    doc.font(FONT.regular).fontSize(9).fillColor(MUTED).text(label, 230, y, { width: 120, align: 'right' });
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(INK)
      .text(value, 355, y, { width: PAGE_WIDTH - 355 - MARGIN, align: 'right' });
    y += 14;
  }

  y = 170;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(0.8)
    .strokeColor(LINE)
    .stroke();
  const party = (title: string, lines: string[], x: number) => {
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(title.toUpperCase(), x, y + 14, { characterSpacing: 0.6 });
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(INK)
      .text(lines[0] ?? '', x, y + 28, { width: 230 });
    doc.font(FONT.regular).fontSize(9.5).fillColor(INK);
    for (const line of lines.slice(1)) doc.text(line, { width: 230 });
    return doc.y;
  };
  const c = facts.customer;
  const buyer = [
    [c.firstName, c.lastName?.toUpperCase()].filter(Boolean).join(' '),
    c.company,
    c.streetAddress,
    [c.postalCode, c.cityName].filter(Boolean).join(' '),
    c.country,
    c.email,
  ].filter((line): line is string => !!line);
  const sellerLines = [
    seller?.legalName ?? tenant.clientLongName,
    ...(seller?.address ?? []),
    ...(seller?.vatNumber ? [t('vatNumber', { number: seller.vatNumber })] : []),
  ];
  const bottom = Math.max(party(t('seller'), sellerLines, MARGIN), party(t('billedTo'), buyer, 320));

  y = bottom + 24;
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .fillColor(INK)
    .text(
      t(facts.reason === 'ticket_refund' ? 'creditNoteTicketRefund' : 'creditNoteOrderCancelled', {
        invoice,
      }),
      MARGIN,
      y,
      { width },
    );
  y = doc.y + 14;
  const amountRight = PAGE_WIDTH - MARGIN - 8;
  doc.rect(MARGIN, y, width, 22).fill(primary);
  doc.font(FONT.bold).fontSize(8.5).fillColor(onPrimary);
  doc.text(t('description'), MARGIN + 8, y + 7, { width: 340 });
  doc.text(t('creditNoteRefunded'), amountRight - 110, y + 7, { width: 110, align: 'right' });
  y += 22;
  for (const [index, line] of facts.lines.entries()) {
    doc.font(FONT.regular).fontSize(9);
    const height = Math.max(22, doc.heightOfString(line.description, { width: 340 }) + 12);
    if (y + height > PAGE_BOTTOM - 40) {
      doc.addPage();
      y = MARGIN;
    }
    if (index % 2 === 1) doc.rect(MARGIN, y, width, height).fill(STRIPE);
    doc.fillColor(INK).text(line.description, MARGIN + 8, y + 6, { width: 340 });
    doc
      .font(FONT.bold)
      .text(money(line.amountCents), amountRight - 110, y + 6, { width: 110, align: 'right' });
    y += height;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(0.8)
    .strokeColor(LINE)
    .stroke();

  // As on the invoice, VAT is included in the amounts, so it is split out of the refunded total.
  const rate = seller?.vatRateBasisPoints ?? 0;
  const { net, vat } = splitVat(facts.amountCents, rate);
  const totals: Array<[string, string]> =
    rate > 0
      ? [
          [t('totalExclVat'), money(net)],
          [t('vat', { rate: new Intl.NumberFormat(locale).format(rate / 100) }), money(vat)],
        ]
      : [[t('noVat'), '']];
  y += 12;
  if (y + 30 + totals.length * 16 + 60 > PAGE_BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  for (const [label, value] of totals) {
    doc.font(FONT.regular).fontSize(9.5).fillColor(INK).text(label, 280, y, { width: 180, align: 'right' });
    doc.text(value, 465, y, { width: PAGE_WIDTH - MARGIN - 465, align: 'right' });
    y += 16;
  }
  doc.rect(280, y + 2, PAGE_WIDTH - MARGIN - 280, 26).fill(primary);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(onPrimary)
    .text(t('creditNoteTotal'), 286, y + 9, { width: 174, align: 'right' });
  doc.text(money(facts.amountCents), 465, y + 9, { width: PAGE_WIDTH - MARGIN - 471, align: 'right' });

  const footer = [
    t('pricesInclVat'),
    seller?.legalName ?? tenant.clientLongName,
    seller?.vatNumber ? t('vatNumber', { number: seller.vatNumber }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(MUTED)
    .text(footer, MARGIN, PAGE_BOTTOM, { width, align: 'center' });
  return pdfBytes(doc);
}
