import { formatClubDate, type Tenant } from '@stadio/tenants';
import { formatDocumentMoney } from '../tickets/document-format';
import { documentTranslator } from '../tickets/document-translator';
import { formatInvoiceNumber } from '../tickets/invoice-numbers';
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
} from '../tickets/billing-document';
import { createPdf, FONT, pdfBytes } from '../tickets/pdf-document';
import { documentPrefix, formatCreditNoteNumber } from './credit-note-numbers';
import type { CreditNoteFacts } from './credit-notes';

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
  const width = CONTENT_WIDTH;

  drawDocumentHeader(doc, {
    tenant,
    assetsDir,
    title: t('creditNoteTitle'),
    titleX: 290,
    titleSize: 22,
    nameWidth: 200,
    facts: [
      [t('creditNoteNumber'), number],
      [t('creditNoteDate'), day(facts.issuedAt)],
      [t('creditNoteInvoice'), invoice],
      [t('issueDate'), day(facts.invoiceIssuedAt)],
      [t('order'), facts.orderId],
    ],
    labelX: 230,
  });
  const bottom = drawParties(doc, 170, t, sellerLines(tenant, t, false), buyerLines(facts.customer));

  let y = bottom + 24;
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
  drawRule(doc, y);

  // As on the invoice, VAT is included in the amounts, so it is split out of the refunded total.
  drawTotals(doc, y, {
    tenant,
    x: 280,
    rows: vatRows(t, locale, tenant, facts.amountCents, money),
    total: [t('creditNoteTotal'), money(facts.amountCents)],
  });
  drawFooter(doc, t, tenant);
  return pdfBytes(doc);
}
