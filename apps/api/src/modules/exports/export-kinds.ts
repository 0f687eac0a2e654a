/*
 * What the staff exports contain (docs/product.md#exports): six kinds, their columns in file order
 * and the statuses each may be filtered by. The column keys are also the keys of the headers in
 * the back office's messages (`boExports.columns.<kind>.<key>`), so the page and the files name
 * them alike in the five languages.
 */

/** How a cell is written: CSV text, or an XLSX number, date or string (ADR 0051). */
export type ColumnType = 'text' | 'integer' | 'money' | 'datetime' | 'date';

/** The message groups (`boExports.<group>.<code>`) that word a column's raw codes. */
export type ExportVocabulary = 'statuses' | 'paymentTypes' | 'paymentKinds' | 'refundReasons';

/** One column: its key (the SQL alias and the message key), type, and the words for its codes. */
export interface ExportColumn {
  key: string;
  type: ColumnType;
  words?: ExportVocabulary;
}

/** The kinds as the URL names them, and their messages key. */
export const EXPORT_KINDS = {
  orders: 'orders',
  tickets: 'tickets',
  entries: 'entries',
  'promo-uses': 'promoUses',
  payments: 'payments',
  refunds: 'refunds',
} as const;

/** A kind as the URL names it (`/exports/promo-uses.csv`). */
export type ExportKind = keyof typeof EXPORT_KINDS;
/** A kind as the messages name it. */
export type ExportMessagesKind = (typeof EXPORT_KINDS)[ExportKind];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const col = (key: string, type: ColumnType = 'text'): ExportColumn => ({ key, type });
/** A column of codes written as words in the export's language (`confirmed` → "Confirmed"). */
const coded = (key: string, words: ExportVocabulary): ExportColumn => ({ key, type: 'text', words });

/** The columns of each kind, in file order. */
export const EXPORT_COLUMNS: Readonly<Record<ExportKind, readonly ExportColumn[]>> = {
  orders: [
    col('orderId'),
    col('createdAt', 'datetime'),
    col('confirmedAt', 'datetime'),
    coded('status', 'statuses'),
    col('customerEmail'),
    col('customerFirstName'),
    col('customerLastName'),
    col('ticketCount', 'integer'),
    col('gross', 'money'),
    col('discount', 'money'),
    col('total', 'money'),
    col('refunded', 'money'),
    col('promoCodes'),
  ],
  tickets: [
    col('ticketId'),
    col('orderId'),
    col('event'),
    col('eventStart', 'datetime'),
    col('block'),
    col('seat'),
    col('category'),
    col('product'),
    col('price', 'money'),
    col('discount', 'money'),
    coded('status', 'statuses'),
    col('holderFirstName'),
    col('holderLastName'),
    col('holderEmail'),
    col('holderPhone'),
    col('holderDateOfBirth', 'date'),
    col('buyerEmail'),
    col('enteredAt', 'datetime'),
  ],
  entries: [
    col('recordedAt', 'datetime'),
    col('scannedAt', 'datetime'),
    col('event'),
    col('ticketId'),
    col('block'),
    col('seat'),
    col('holderFirstName'),
    col('holderLastName'),
    col('device'),
    col('steward'),
  ],
  'promo-uses': [
    col('usedAt', 'datetime'),
    col('code'),
    col('label'),
    col('orderId'),
    coded('orderStatus', 'statuses'),
    col('customerEmail'),
    col('event'),
    col('discount', 'money'),
  ],
  payments: [
    col('paymentId'),
    col('orderId'),
    col('createdAt', 'datetime'),
    col('provider'),
    coded('paymentType', 'paymentTypes'),
    coded('kind', 'paymentKinds'),
    col('installments', 'integer'),
    coded('status', 'statuses'),
    col('amount', 'money'),
    col('providerReference'),
    col('customerEmail'),
  ],
  refunds: [
    col('refundId'),
    col('createdAt', 'datetime'),
    col('orderId'),
    col('paymentId'),
    col('amount', 'money'),
    coded('reason', 'refundReasons'),
    col('providerReference'),
    col('creditNoteNumber', 'integer'),
    col('creditNoteAmount', 'money'),
    col('creditNoteIssuedAt', 'datetime'),
  ],
};

/** The statuses a kind can be filtered by (those of its main row); none for the others. */
export const EXPORT_STATUSES: Readonly<Record<ExportKind, readonly string[]>> = {
  orders: ['onhold', 'confirmed', 'cancelled', 'abandoned'],
  tickets: ['onhold', 'confirmed', 'released', 'resold'],
  entries: [],
  'promo-uses': ['onhold', 'confirmed', 'cancelled', 'abandoned'],
  payments: ['created', 'pending', 'succeeded', 'failed', 'refunded', 'cancelled'],
  refunds: [],
};

/** The refusal codes of the export route, as its JSON answers carry them. */
export const EXPORT_ERRORS = {
  badFilter: 'EXPORT_BAD_FILTER',
  forbidden: 'STAFF_FORBIDDEN',
  sessionEnded: 'STAFF_SESSION_ENDED',
} as const;
