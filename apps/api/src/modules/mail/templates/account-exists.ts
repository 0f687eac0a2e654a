import { z } from 'zod';
import type { MailTemplate } from './mail-template';

/**
 * Sent to the owner of an address someone tried to sign up with (ADR 0022): the sign-up page
 * answers as for a new address, so only the mailbox's owner learns that the account exists.
 */
export const accountExistsMail: MailTemplate<{ firstName: string | null }> = {
  name: 'account-exists',
  payload: z.object({ firstName: z.string().nullable() }),
  compose: (payload, { tenant, locale, shopOrigin, t }) => {
    const club = tenant.clientLongName;
    return {
      subject: t('accountExists.subject', { club }),
      heading: t('accountExists.heading'),
      firstName: payload.firstName,
      paragraphs: [t('accountExists.body', { club })],
      action: {
        label: t('accountExists.action'),
        url: `${shopOrigin}/user/password-forgotten?lng=${encodeURIComponent(locale)}`,
      },
      notes: [t('accountExists.ignore')],
    };
  },
};
