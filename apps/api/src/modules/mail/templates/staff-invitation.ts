import { z } from 'zod';
import { invitationUrl } from '../../team/team-links';
import type { MailTemplate } from './mail-template';

/**
 * An e-mailed staff link (docs/staff-roles.md#invitations): an invitation to the club's back
 * office with a role, or after an administrator reset the second factor, the link to enrol a new
 * authenticator. Both open /staff/invitation/{token}; the token is in the payload only until the
 * mail is sent, the database keeps its hash.
 */
export const staffInvitationMail: MailTemplate<{
  token: string;
  kind: 'invite' | 'totp_reset';
  role: string;
  inviter: string;
  validForHours: number;
}> = {
  name: 'staff-invitation',
  payload: z.object({
    token: z.string().min(1),
    kind: z.enum(['invite', 'totp_reset']),
    role: z.string().min(1),
    inviter: z.string().min(1),
    validForHours: z.number().int().positive(),
  }),
  compose: (payload, { tenant, locale, shopOrigin, t }) => {
    const club = tenant.clientLongName;
    const url = invitationUrl(shopOrigin, payload.token, locale);
    if (payload.kind === 'totp_reset')
      return {
        subject: t('staffTotpReset.subject', { club }),
        heading: t('staffTotpReset.heading'),
        paragraphs: [t('staffTotpReset.body', { club }), t('staffTotpReset.steps')],
        action: { label: t('staffTotpReset.action'), url },
        notes: [t('staffTotpReset.expiry', { hours: payload.validForHours }), t('staffTotpReset.ignore')],
      };
    return {
      subject: t('staffInvitation.subject', { club }),
      heading: t('staffInvitation.heading', { club }),
      paragraphs: [
        t('staffInvitation.body', { club, inviter: payload.inviter, role: payload.role }),
        t('staffInvitation.steps'),
      ],
      action: { label: t('staffInvitation.action'), url },
      notes: [t('staffInvitation.expiry', { hours: payload.validForHours }), t('staffInvitation.ignore')],
    };
  },
};
