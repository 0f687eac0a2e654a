import { z } from 'zod';
import { actionTokenUrl } from '../mail-links';
import type { MailTemplate } from './mail-template';

/** Sent on "password forgotten": the link leads to the form choosing a new password. */
export const resetPasswordMail: MailTemplate<{
  token: string;
  firstName: string | null;
  validForMinutes: number;
}> = {
  name: 'reset-password',
  payload: z.object({
    token: z.string().min(1),
    firstName: z.string().nullable(),
    validForMinutes: z.number().int().positive(),
  }),
  compose: (payload, { tenant, locale, shopOrigin, t }) => {
    const club = tenant.clientLongName;
    return {
      subject: t('resetPassword.subject', { club }),
      heading: t('resetPassword.heading'),
      firstName: payload.firstName,
      paragraphs: [t('resetPassword.body', { club })],
      action: { label: t('resetPassword.action'), url: actionTokenUrl(shopOrigin, payload.token, locale) },
      notes: [t('resetPassword.expiry', { minutes: payload.validForMinutes }), t('resetPassword.ignore')],
    };
  },
};
