import { escapeHtml } from './escape-html';
import { tenantAssetUrl } from './mail-links';
import type { MailContent, MailContext, MailReceipt } from './templates/mail-template';

/** A finished e-mail. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const PAGE = '#F4F5F7';
const CARD = '#FFFFFF';
const INK = '#1A1A1A';
const MUTED = '#5F6368';
const RULE = '#E3E5E8';

/** The receipt as a table: e-mail clients lay out tables, not flex or grid; every style inline. */
function receiptHtml(receipt: MailReceipt, accent: string): string {
  const cell = (style: string, html: string, extra = '') =>
    `<td${extra} style="padding:6px 0;font-size:14px;line-height:1.4;vertical-align:top;${style}">${html}</td>`;
  const rows = receipt.groups.flatMap((group) => [
    `<tr>${cell(`padding-top:16px;border-top:2px solid ${accent};font-size:16px;font-weight:bold;color:${INK}`, escapeHtml(group.title), ' colspan="2"')}</tr>`,
    ...group.meta.map(
      (line) => `<tr>${cell(`padding:0 0 4px;color:${MUTED}`, escapeHtml(line), ' colspan="2"')}</tr>`,
    ),
    ...group.items.map(
      (item) =>
        `<tr>${cell(
          `border-bottom:1px solid ${RULE};color:${INK}`,
          escapeHtml(item.label) +
            (item.detail
              ? `<br><span style="font-size:12px;color:${MUTED}">${escapeHtml(item.detail)}</span>`
              : ''),
        )}${cell(`border-bottom:1px solid ${RULE};color:${INK};text-align:right;white-space:nowrap;padding-left:12px`, escapeHtml(item.amount), ' align="right"')}</tr>`,
    ),
  ]);
  const totals = receipt.totals.map(
    (total) =>
      `<tr>${cell(`padding-top:12px;font-size:16px;font-weight:bold;color:${INK}`, escapeHtml(total.label))}${cell(
        `padding-top:12px;font-size:16px;font-weight:bold;color:${INK};text-align:right;white-space:nowrap`,
        escapeHtml(total.amount),
        ' align="right"',
      )}</tr>`,
  );
  return (
    `<h2 style="margin:8px 0 4px;font-size:16px;color:${INK}">${escapeHtml(receipt.heading)}</h2>` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 24px;border-collapse:collapse">${[...rows, ...totals].join('')}</table>`
  );
}

/** The receipt in the text part: one line per item, its amount after the language's colon. */
function receiptText(receipt: MailReceipt, t: MailContext['t']): string[] {
  return [
    receipt.heading.toUpperCase(),
    '',
    ...receipt.groups.flatMap((group) => [
      group.title,
      ...group.meta,
      ...group.items.map(
        (item) =>
          `  - ${t('layout.amountLine', { label: `${item.label}${item.detail ? ` (${item.detail})` : ''}`, amount: item.amount })}`,
      ),
      '',
    ]),
    ...receipt.totals.map((total) => t('layout.amountLine', { label: total.label, amount: total.amount })),
    '',
  ];
}

/**
 * Lays out a template's content in the club's branding: logo and name on a band of the primary
 * colour, the action as a button in that colour, the link repeated in clear for clients that
 * block buttons. Tables and inline styles because that is what e-mail clients render reliably;
 * the text part carries the same words for clients without HTML.
 */
export function renderLayout(content: MailContent, context: MailContext): RenderedMail {
  const { tenant, shopOrigin, t, locale } = context;
  const { primary, onPrimary } = tenant.branding.colors;
  const club = tenant.clientLongName;
  const greeting = content.firstName
    ? t('layout.greeting', { firstName: content.firstName })
    : t('layout.greetingWithoutName');
  const paragraph = (text: string, colour = INK, size = 16) =>
    `<p style="margin:0 0 16px;font-size:${size}px;line-height:1.5;color:${colour}">${escapeHtml(text)}</p>`;
  const action = content.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${primary}">` +
      `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;color:${onPrimary};text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table>` +
      paragraph(t('layout.linkHelp'), MUTED, 13) +
      `<p style="margin:0 0 24px;font-size:13px;line-height:1.5;word-break:break-all"><a href="${escapeHtml(content.action.url)}" style="color:${INK}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${PAGE}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:${CARD};border-radius:8px;overflow:hidden">
<tr><td style="background:${primary};padding:20px 24px;color:${onPrimary};font-size:18px;font-weight:bold">
<img src="${escapeHtml(tenantAssetUrl(shopOrigin, tenant.branding.logo))}" alt="" height="40" style="height:40px;vertical-align:middle;margin-right:12px;border:0">${escapeHtml(club)}
</td></tr>
<tr><td style="padding:32px 24px 8px">
<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3;color:${INK}">${escapeHtml(content.heading)}</h1>
${paragraph(greeting)}${content.paragraphs.map((text) => paragraph(text)).join('')}${content.receipt ? receiptHtml(content.receipt, primary) : ''}${action}${content.notes.map((note) => paragraph(note, MUTED, 14)).join('')}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #E3E5E8">${paragraph(t('layout.automatic', { club }), MUTED, 12)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    club,
    '',
    content.heading,
    '',
    greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.receipt ? receiptText(content.receipt, t) : []),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...content.notes.flatMap((note) => [note, '']),
    '--',
    t('layout.automatic', { club }),
  ].join('\n');
  return { subject: content.subject, html, text };
}
