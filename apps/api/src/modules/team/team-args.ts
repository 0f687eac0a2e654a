import { STAFF_ROLES, type StaffRole } from '@stadio/db';
import { LOCALES } from '@stadio/i18n';
import { z } from 'zod';

/*
 * The arguments of the team operations (team.graphql), read with zod: anything else is
 * BAD_USER_INPUT before anything is read or changed.
 */

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });
const id = (what: string) => z.uuid(`must be ${what} id`);
/** The schema's StaffRole (upper case) as the database writes it. */
const role = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(STAFF_ROLES))
  .transform((value): StaffRole => value);
const locale = z.enum(LOCALES).nullish();
const email = z.string().trim().toLowerCase().max(254).email('must be an e-mail address');
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6 digits of the authenticator');
/** The tokens are 32 random bytes in base64url; anything else cannot be one. */
const token = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a link token');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'is not a day');
const short = z.string().trim().min(1).max(254);

export const sessionArgs = z.object({ session });
export const inviteArgs = z.object({ session, email, role, locale });
export const invitationArgs = z.object({ session, invitationId: id('an invitation'), locale });
export const memberArgs = z.object({ session, staffId: id('a staff'), locale });
export const roleArgs = z.object({ session, staffId: id('a staff'), role });
export const tokenArgs = z.object({ token });
export const acceptArgs = z.object({ token, password: z.string().min(1).max(128), code });
export const passwordArgs = z.object({
  session,
  currentPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  code,
});
export const auditArgs = z.object({
  session,
  filter: z
    .object({
      staffEmail: short.toLowerCase().nullish(),
      action: short.nullish(),
      targetType: short.nullish(),
      targetId: short.nullish(),
      from: day.nullish(),
      to: day.nullish(),
    })
    .nullish(),
  after: z.string().max(200).nullish(),
  first: z.number().int().min(1).max(200).nullish(),
});
