import { LOCALES } from '@stadio/i18n';
import { z } from 'zod';
import { ASSIGNABLE_ROLES } from './team-roles';

/*
 * Bodies of the team routes (team-routes.ts), read by their handlers; the browser only gets their
 * input types.
 */

const role = z.enum(ASSIGNABLE_ROLES);
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** POST /api/staff/team/invite */
export const teamInviteRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email(),
  role,
  locale: z.enum(LOCALES),
});

/** POST /api/staff/team/invitation */
export const teamInvitationRequestSchema = z.object({
  invitationId: z.uuid(),
  action: z.enum(['resend', 'revoke']),
});

/** POST /api/staff/team/member */
export const teamMemberRequestSchema = z.discriminatedUnion('action', [
  z.object({ staffId: z.uuid(), action: z.enum(['disable', 'enable', 'reset-totp', 'lift-lock']) }),
  z.object({ staffId: z.uuid(), action: z.literal('role'), role }),
]);

/** POST /api/staff/account/password */
export const staffPasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  code,
});

/** POST /api/staff/invitation/accept */
export const invitationAcceptRequestSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/),
  password: z.string().min(1).max(128),
  code,
});
