import { LOCALES, type AppLocale } from '@stadio/i18n';
import { z } from 'zod';
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  EXPORT_STATUSES,
  type ExportFormat,
  type ExportKind,
} from './export-kinds';

/** What one export request asks for, checked (docs/product.md#exports). */
export interface ExportRequest {
  kind: ExportKind;
  format: ExportFormat;
  /** The staff member's language: headers are written in it. */
  locale: AppLocale;
  filters: ExportFilters;
}

/** The filters of the back-office page; dates are days of the club's calendar, both included. */
export interface ExportFilters {
  eventId: string | null;
  from: string | null;
  to: string | null;
  status: string | null;
}

const PATH = /^\/exports\/([a-z-]+)\.([a-z]+)$/;
const day = z.iso.date('must be a day written YYYY-MM-DD');

const query = z
  .object({
    locale: z.enum(LOCALES, 'must be one of fr, en, es, nl, ru'),
    event: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,100}$/, 'must be an event id')
      .optional(),
    from: day.optional(),
    to: day.optional(),
    status: z.string().trim().max(40).optional(),
  })
  .strict();

/** The request a path and query string name, or why it is refused (a 400 with this text). */
export function parseExportRequest(
  url: string,
): { ok: true; request: ExportRequest } | { ok: false; notFound: boolean; error: string } {
  const [path = '', search = ''] = url.split('?', 2);
  const match = PATH.exec(path);
  const kind = match?.[1];
  const format = match?.[2];
  if (!kind || !format || !(kind in EXPORT_KINDS) || !(EXPORT_FORMATS as readonly string[]).includes(format))
    return { ok: false, notFound: true, error: 'no such export' };
  const params = new URLSearchParams(search);
  const entries: Record<string, string> = {};
  for (const [name, value] of params) {
    // A repeated parameter is ambiguous: refused rather than one of them silently chosen.
    if (name in entries) return { ok: false, notFound: false, error: `${name}: given more than once` };
    if (value !== '') entries[name] = value;
  }
  const parsed = query.safeParse(entries);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'query';
    return { ok: false, notFound: false, error: `${where}: ${issue?.message ?? 'invalid'}` };
  }
  const { locale, event, from, to, status } = parsed.data;
  if (from && to && from > to) return { ok: false, notFound: false, error: 'from: must not be after to' };
  const statuses = EXPORT_STATUSES[kind as ExportKind];
  if (status !== undefined && !statuses.includes(status))
    return {
      ok: false,
      notFound: false,
      error: statuses.length
        ? `status: must be one of ${statuses.join(', ')}`
        : `status: the ${kind} export has no status filter`,
    };
  return {
    ok: true,
    request: {
      kind: kind as ExportKind,
      format: format as ExportFormat,
      locale,
      filters: { eventId: event ?? null, from: from ?? null, to: to ?? null, status: status ?? null },
    },
  };
}
