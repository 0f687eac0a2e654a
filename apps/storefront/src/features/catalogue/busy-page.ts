import type http from 'node:http';
import { loadMessages } from '@stadio/i18n';
import { nodeRequestClub } from '@/features/tenancy/node-request';

/**
 * The busy page's Content-Security-Policy (docs/security.md#content-security-policy): its own
 * inline style and the club's logo, no script at all. Beside the page rather than in
 * features/security, which imports this folder (the request hook gives it the page line).
 */
export const BUSY_PAGE_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Seconds after which the busy page asks for the page again by itself (and its Retry-After). */
export const BUSY_PAGE_RETRY_SECONDS = 5;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * What a fan gets when a catalogue page's turn would come too late (ADR 0033): a 503 with
 * Retry-After, as a page in the fan's language that tries again by itself, since no script of the
 * shop has loaded yet to do it. Before Next and the proxy: the club and language come from the
 * request as the proxy would find them.
 */
export async function answerBusy(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const { tenant, locale } = nodeRequestClub(req);
  const text = (await loadMessages(locale)).order.busyRetrying;
  if (res.headersSent || res.destroyed) return;
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'retry-after': String(BUSY_PAGE_RETRY_SECONDS),
    'cache-control': 'no-store',
    'content-security-policy': BUSY_PAGE_POLICY,
  });
  const colors = tenant?.branding.colors;
  const club = tenant
    ? `<img src="/tenant-assets/${escapeHtml(tenant.branding.logo)}" alt="" width="72" height="72">` +
      `<p>${escapeHtml(tenant.clientShortName)}</p>`
    : '';
  res.end(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<meta http-equiv="refresh" content="${BUSY_PAGE_RETRY_SECONDS}"><title>${escapeHtml(text)}</title>` +
      '<style>body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;' +
      'min-height:100vh;padding:1.5rem;box-sizing:border-box;text-align:center;' +
      `background:${escapeHtml(colors?.background ?? '#fff')};color:${escapeHtml(colors?.text ?? '#1a1a1a')}}` +
      'h1{font-size:1.25rem;max-width:32rem}p{font-weight:600;margin:.5rem 0 0}</style>' +
      `</head><body><main>${club}<h1>${escapeHtml(text)}</h1></main></body></html>`,
  );
}
