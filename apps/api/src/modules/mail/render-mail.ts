import type { Database } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { renderLayout, type RenderedMail } from './mail-layout';
import { mailTranslator } from './mail-translator';
import { MAIL_TEMPLATES } from './templates';
import type { MailAttachment } from './templates/mail-template';

// Its own file so templates can throw it without importing this module (which imports them).
import { UnrenderableMailError } from './unrenderable-mail-error';

export { UnrenderableMailError };

/**
 * Renders an outbox row in the club's branding and the row's language; with `sending` (the worker)
 * it also makes the template's attachments.
 */
export async function renderMail(
  row: { template: string; locale: string; payload: unknown },
  tenant: Tenant,
  shopOrigin: string,
  sending?: { db: Database; now: Date },
): Promise<RenderedMail & { attachments: MailAttachment[] }> {
  const template = MAIL_TEMPLATES.get(row.template);
  if (!template) throw new UnrenderableMailError(`unknown mail template "${row.template}"`);
  const payload = template.payload.safeParse(row.payload);
  if (!payload.success)
    throw new UnrenderableMailError(`payload of "${row.template}" is invalid: ${payload.error.message}`);
  const context = { tenant, locale: row.locale, shopOrigin, t: await mailTranslator(row.locale) };
  const attachments =
    sending && template.attachments
      ? await template.attachments(payload.data as never, { ...context, ...sending })
      : [];
  const details =
    sending && template.details
      ? await template.details(payload.data as never, { ...context, ...sending })
      : undefined;
  return {
    ...renderLayout(template.compose(payload.data as never, context, details as never), context),
    attachments,
  };
}
