import path from 'node:path';
import type { Tenant } from '@stadio/tenants';
import type { DocumentTranslate } from './document-translator';
import type { InvoiceCustomer } from './invoice-facts';
import { drawLogo, FONT } from './pdf-document';
import { splitVat } from './vat';

/*
 * The layout an invoice and a credit note share (docs/product.md#tickets, #credit-notes), so a
 * credit note reads as the counterpart of the invoice it refers to: the club and the document's
 * identity at the top, seller and buyer, lines, VAT totals, the footer.
 */

export const PAGE_WIDTH = 595.28;
export const PAGE_BOTTOM = 800;
export const MARGIN = 48;
export const INK = '#1A1A1A';
export const MUTED = '#5F6368';
export const LINE = '#D9DCE1';
export const STRIPE = '#F4F5F7';
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

type Doc = PDFKit.PDFDocument;

/** The club's logo and name on the left; the document's title and its facts on the right. */
export function drawDocumentHeader(
  doc: Doc,
  options: {
    tenant: Tenant;
    assetsDir: string;
    title: string;
    /** A longer title ("Credit note", "Nota de crédito") starts further left, in a smaller size. */
    titleX: number;
    titleSize: number;
    nameWidth: number;
    /** Label and value pairs: number, dates, order. */
    facts: ReadonlyArray<readonly [string, string]>;
    labelX: number;
  },
): void {
  const { tenant } = options;
  drawLogo(doc, path.join(options.assetsDir, tenant.branding.logo), { x: MARGIN, y: 40, size: 64 });
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(INK)
    .text(tenant.clientLongName, MARGIN + 76, 52, { width: options.nameWidth });
  doc
    .font(FONT.bold)
    .fontSize(options.titleSize)
    .fillColor(tenant.branding.colors.primary)
    .text(options.title.toUpperCase(), options.titleX, 40, {
      width: PAGE_WIDTH - options.titleX - MARGIN,
      align: 'right',
    });
  let y = 78;
  for (const [label, value] of options.facts) {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, options.labelX, y, { width: 355 - 5 - options.labelX, align: 'right' });
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(INK)
      .text(value, 355, y, { width: PAGE_WIDTH - 355 - MARGIN, align: 'right' });
    y += 14;
  }
}

/** A thin rule across the page at `y`. */
export function drawRule(doc: Doc, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(0.8)
    .strokeColor(LINE)
    .stroke();
}

/** The seller's lines: the club's invoicing settings, else its long name. */
export function sellerLines(tenant: Tenant, t: DocumentTranslate, withRegistration: boolean): string[] {
  const seller = tenant.invoicing;
  return [
    seller?.legalName ?? tenant.clientLongName,
    ...(seller?.address ?? []),
    ...(seller?.vatNumber ? [t('vatNumber', { number: seller.vatNumber })] : []),
    ...(withRegistration && seller?.registrationNumber
      ? [t('registration', { number: seller.registrationNumber })]
      : []),
  ];
}

/** The buyer's lines: name (family name in capitals), company, address, e-mail. */
export function buyerLines(c: Omit<InvoiceCustomer, 'locale'>): string[] {
  const name = [c.firstName, c.lastName?.toUpperCase()].filter(Boolean).join(' ');
  const city = [c.postalCode, c.cityName].filter(Boolean).join(' ');
  return [name, c.company, c.streetAddress, city, c.country, c.email].filter(
    (line): line is string => !!line,
  );
}

/** Seller and buyer side by side under a rule at `y`; the y under the longer of the two. */
export function drawParties(
  doc: Doc,
  y: number,
  t: DocumentTranslate,
  seller: readonly string[],
  buyer: readonly string[],
): number {
  drawRule(doc, y);
  const party = (title: string, lines: readonly string[], x: number) => {
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
  return Math.max(party(t('seller'), seller, MARGIN), party(t('billedTo'), buyer, 320));
}

/** The VAT rows of a total that includes VAT at the club's rate ("no VAT" when it has none). */
export function vatRows(
  t: DocumentTranslate,
  locale: string,
  tenant: Tenant,
  totalCents: number,
  money: (cents: number) => string,
): Array<[string, string]> {
  const rate = tenant.invoicing?.vatRateBasisPoints ?? 0;
  if (rate === 0) return [[t('noVat'), '']];
  const { net, vat } = splitVat(totalCents, rate);
  return [
    [t('totalExclVat'), money(net)],
    [t('vat', { rate: new Intl.NumberFormat(locale).format(rate / 100) }), money(vat)],
  ];
}

/**
 * The total rows from `x` to the right margin, then the total on a bar in the club's colour, on a
 * new page when they would not fit; the y under the bar.
 */
export function drawTotals(
  doc: Doc,
  top: number,
  options: {
    tenant: Tenant;
    x: number;
    rows: ReadonlyArray<readonly [string, string]>;
    total: readonly [string, string];
  },
): number {
  const { primary, onPrimary } = options.tenant.branding.colors;
  const { x, rows } = options;
  let y = top + 12;
  if (y + 30 + rows.length * 16 + 60 > PAGE_BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  for (const [label, value] of rows) {
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(INK)
      .text(label, x, y, { width: 460 - x, align: 'right' });
    doc.text(value, 465, y, { width: PAGE_WIDTH - MARGIN - 465, align: 'right' });
    y += 16;
  }
  doc.rect(x, y + 2, PAGE_WIDTH - MARGIN - x, 26).fill(primary);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(onPrimary)
    .text(options.total[0], x + 6, y + 9, { width: 460 - x - 6, align: 'right' });
  doc.text(options.total[1], 465, y + 9, { width: PAGE_WIDTH - MARGIN - 471, align: 'right' });
  return y + 28;
}

/** The footer of the last page: prices include VAT, the seller and its VAT number. */
export function drawFooter(doc: Doc, t: DocumentTranslate, tenant: Tenant): void {
  const seller = tenant.invoicing;
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
    .text(footer, MARGIN, PAGE_BOTTOM, { width: CONTENT_WIDTH, align: 'center' });
}
