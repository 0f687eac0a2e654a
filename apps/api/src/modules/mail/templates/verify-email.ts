import { z } from 'zod';
import { actionTokenUrl } from '../mail-links';
import type { MailTemplate } from './mail-template';

/** Sent at sign-up and on "resend": the link verifies the address. */
export const verifyEmailMail: MailTemplate<{
  token: string;
  firstName: string | null;
  validForHours: number;
}> = {
  name: 'verify-email',
  payload: z.object({
    token: z.string().min(1),
    firstName: z.string().nullable(),
    validForHours: z.number().int().positive(),
  }),
  compose: (payload, { tenant, locale, shopOrigin, t }) => {
    const club = tenant.clientLongName;
    return {
      subject: t('verifyEmail.subject', { club }),
      heading: t('verifyEmail.heading'),
      firstName: payload.firstName,
      paragraphs: [t('verifyEmail.body', { club })],
      action: { label: t('verifyEmail.action'), url: actionTokenUrl(shopOrigin, payload.token, locale) },
      notes: [t('verifyEmail.expiry', { hours: payload.validForHours }), t('verifyEmail.ignore')],
    };
  },
};
