import type { Tenant } from '@stadio/tenants';
import { renderLayout, type RenderedMail } from './mail-layout';
import { mailTranslator } from './mail-translator';
import { MAIL_TEMPLATES } from './templates';

/** Why an outbox row can never be sent as it is (retrying would not help). */
export class UnrenderableMailError extends Error {}

/** Renders an outbox row in the club's branding and the row's language. */
export async function renderMail(
  row: { template: string; locale: string; payload: unknown },
  tenant: Tenant,
  shopOrigin: string,
): Promise<RenderedMail> {
  const template = MAIL_TEMPLATES.get(row.template);
  if (!template) throw new UnrenderableMailError(`unknown mail template "${row.template}"`);
  const payload = template.payload.safeParse(row.payload);
  if (!payload.success)
    throw new UnrenderableMailError(`payload of "${row.template}" is invalid: ${payload.error.message}`);
  const context = { tenant, locale: row.locale, shopOrigin, t: await mailTranslator(row.locale) };
  return renderLayout(template.compose(payload.data as never, context), context);
}
