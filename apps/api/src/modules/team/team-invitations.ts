import { fieldError, passwordProblems } from '@stadio/customers';
import { hashPassword, verifyPassword } from '@stadio/customers/password-hash';
import {
  staffAccounts,
  staffInvitations,
  type Database,
  type DbExecutor,
  type StaffInvitationKind,
  type StaffInvitationRow,
  type StaffRole,
} from '@stadio/db';
import type {
  StaffInvitationState,
  StaffRole as SchemaRole,
  TeamInvitationKind,
} from '@stadio/graphql/resolvers-types';
import type { Tenant } from '@stadio/tenants';
import { and, eq, isNull } from 'drizzle-orm';
import { generateURI } from 'otplib';
import { isUniqueViolation } from '../identity/is-unique-violation';
import { passwordHashing } from '../identity/hashing-gate';
import type { IdentitySettings } from '../identity/identity-settings';
import { isTooGuessable } from '../identity/password-strength';
import { enqueueMail } from '../mail/enqueue-mail';
import { staffInvitationMail } from '../mail/templates/staff-invitation';
import { writeAudit } from '../staff/staff-audit';
import { acceptedTotpStep, newTotpSecret } from '../staff/staff-totp';
import { invitationNotFound, teamError } from './team-errors';
import { hashLinkToken, LINK_VALID_HOURS, LINK_VALID_MS, newLinkToken, qrCodeDataUrl } from './team-links';
import { assertAssignable, type TeamActionScope } from './team-scope';

const upper = (role: StaffRole) => role.toUpperCase() as SchemaRole;
const kindOf = (kind: StaffInvitationKind): TeamInvitationKind =>
  kind === 'invite' ? 'INVITE' : 'TOTP_RESET';
/** The issuer authenticator apps show, as `staff:add` writes it. */
const issuerOf = (tenantSlug: string) => `Stadio ${tenantSlug}`;

/** An open link as team.graphql's TeamInvitation. */
export function invitationView(row: StaffInvitationRow, now: Date) {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    email: row.email,
    role: upper(row.role),
    invitedByEmail: row.invitedByEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

/**
 * Stores a new link (its token hashed, a new TOTP secret) and queues its e-mail in the caller's
 * transaction: the mail leaves only if the action commits (ADR 0006).
 */
export async function createLink(
  tx: DbExecutor,
  input: {
    tenant: Tenant;
    kind: StaffInvitationKind;
    email: string;
    role: StaffRole;
    staffId: string | null;
    locale: string;
    inviter: { id: string; email: string };
    now: Date;
  },
): Promise<StaffInvitationRow> {
  const { token, hash } = newLinkToken();
  const [row] = await tx
    .insert(staffInvitations)
    .values({
      tenantId: input.tenant.slug,
      kind: input.kind,
      email: input.email,
      role: input.role,
      staffId: input.staffId,
      tokenHash: hash,
      totpSecret: newTotpSecret(issuerOf(input.tenant.slug), input.email).secret,
      locale: input.locale,
      invitedBy: input.inviter.id,
      invitedByEmail: input.inviter.email,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + LINK_VALID_MS),
    })
    .returning();
  if (!row) throw new Error('staff_invitations insert returned no row');
  await mailLink(tx, input.tenant, row, token, input.inviter.email, input.now);
  return row;
}

function mailLink(
  tx: DbExecutor,
  tenant: Tenant,
  row: StaffInvitationRow,
  token: string,
  inviter: string,
  now: Date,
) {
  return enqueueMail(
    tx,
    staffInvitationMail,
    {
      tenantId: tenant.slug,
      to: row.email,
      locale: row.locale,
      payload: { token, kind: row.kind, role: row.role, inviter, validForHours: LINK_VALID_HOURS },
    },
    now,
  );
}

/** The language of a link's e-mail: the inviter's choice if the club offers it, else the club's first. */
export function linkLocale(tenant: Tenant, chosen: string | null | undefined): string {
  return chosen && (tenant.locales as readonly string[]).includes(chosen)
    ? chosen
    : (tenant.locales[0] ?? 'en');
}

/** Invites `email` to the club with `role`: a link valid 48 h, e-mailed. */
export async function invite(scope: TeamActionScope, email: string, role: StaffRole, locale: string) {
  assertAssignable(role);
  const taken = () =>
    teamError(
      'TEAM_EMAIL_TAKEN',
      'The club already has a staff account or an open invitation for this e-mail',
    );
  return scope.db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.tenantId, scope.tenant.slug), eq(staffAccounts.email, email)));
      if (existing) throw taken();
      const row = await createLink(tx, {
        tenant: scope.tenant,
        kind: 'invite',
        email,
        role,
        staffId: null,
        locale,
        inviter: { id: scope.actor.id, email: scope.actor.email },
        now: scope.now,
      });
      await writeAudit(tx, {
        tenantId: scope.tenant.slug,
        staff: { id: scope.actor.id, email: scope.actor.email },
        action: 'staff.invite',
        targetType: 'staff_invitation',
        targetId: row.id,
        after: { email, role, locale, expiresAt: row.expiresAt.toISOString() },
        now: scope.now,
      });
      return invitationView(row, scope.now);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'staff_invitations_open')) throw taken();
      throw error;
    });
}

/** An open link of this club under its row lock, else TEAM_NOT_FOUND. */
async function openLink(tx: DbExecutor, tenantSlug: string, invitationId: string) {
  const [row] = await tx
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.id, invitationId),
        eq(staffInvitations.tenantId, tenantSlug),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .for('update');
  if (!row) throw invitationNotFound();
  return row;
}

/** A new token and secret, 48 h from now, e-mailed again; the previous link stops working. */
export async function resendInvitation(scope: TeamActionScope, invitationId: string, locale: string | null) {
  return scope.db.transaction(async (tx) => {
    const row = await openLink(tx, scope.tenant.slug, invitationId);
    const { token, hash } = newLinkToken();
    const expiresAt = new Date(scope.now.getTime() + LINK_VALID_MS);
    const [updated] = await tx
      .update(staffInvitations)
      .set({
        tokenHash: hash,
        totpSecret: newTotpSecret(issuerOf(scope.tenant.slug), row.email).secret,
        expiresAt,
        locale: locale ?? row.locale,
      })
      .where(eq(staffInvitations.id, row.id))
      .returning();
    if (!updated) throw invitationNotFound();
    await mailLink(tx, scope.tenant, updated, token, scope.actor.email, scope.now);
    await writeAudit(tx, {
      tenantId: scope.tenant.slug,
      staff: { id: scope.actor.id, email: scope.actor.email },
      action: 'staff.invitation_resend',
      targetType: 'staff_invitation',
      targetId: row.id,
      before: { expiresAt: row.expiresAt.toISOString() },
      after: { expiresAt: expiresAt.toISOString() },
      now: scope.now,
    });
    return invitationView(updated, scope.now);
  });
}

export async function revokeInvitation(scope: TeamActionScope, invitationId: string) {
  return scope.db.transaction(async (tx) => {
    const row = await openLink(tx, scope.tenant.slug, invitationId);
    await tx.update(staffInvitations).set({ revokedAt: scope.now }).where(eq(staffInvitations.id, row.id));
    await writeAudit(tx, {
      tenantId: scope.tenant.slug,
      staff: { id: scope.actor.id, email: scope.actor.email },
      action: 'staff.invitation_revoke',
      targetType: 'staff_invitation',
      targetId: row.id,
      before: { email: row.email, revokedAt: null },
      after: { email: row.email, revokedAt: scope.now.toISOString() },
      now: scope.now,
    });
    return true;
  });
}

function stateOf(row: StaffInvitationRow, now: Date): StaffInvitationState {
  if (row.acceptedAt) return 'USED';
  if (row.revokedAt) return 'REVOKED';
  return row.expiresAt <= now ? 'EXPIRED' : 'VALID';
}

/** The link of `token` at this club, or TEAM_LINK_INVALID (the same for another club's token). */
async function linkOfToken(db: DbExecutor, tenantSlug: string, token: string, forUpdate = false) {
  const query = db
    .select()
    .from(staffInvitations)
    .where(
      and(eq(staffInvitations.tokenHash, hashLinkToken(token)), eq(staffInvitations.tenantId, tenantSlug)),
    );
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw teamError('TEAM_LINK_INVALID', 'This link is not valid');
  return row;
}

/** What the link's page shows; the secret and QR code only while the link is valid. */
export async function invitationPage(db: DbExecutor, tenant: Tenant, token: string, now: Date) {
  const row = await linkOfToken(db, tenant.slug, token);
  const state = stateOf(row, now);
  const uri =
    state === 'VALID'
      ? generateURI({ issuer: issuerOf(tenant.slug), label: row.email, secret: row.totpSecret })
      : null;
  return {
    state,
    kind: kindOf(row.kind),
    clubName: tenant.clientLongName,
    email: row.email,
    role: upper(row.role),
    expiresAt: row.expiresAt.toISOString(),
    totpSecret: uri ? row.totpSecret : null,
    otpauthUri: uri,
    qrCodeDataUrl: uri ? await qrCodeDataUrl(uri) : null,
  };
}

/** The new password's problems (the fans' rules and zxcvbn-ts with the shop's words, ADR 0041), or none. */
export async function assertStrongPassword(tenant: Tenant, email: string, password: string) {
  const problems = passwordProblems(password, { email });
  if (
    problems.length === 0 &&
    (await passwordHashing.run(async () => isTooGuessable(password, { tenant, ownWords: [email] })))
  )
    problems.push('password_too_common');
  if (problems.length > 0)
    throw teamError('TEAM_WEAK_PASSWORD', 'The new password is too weak', {
      problems: problems.map((code) => ({ code, message: fieldError('password', code).message })),
    });
}

const linkRefusal = (state: StaffInvitationState) =>
  state === 'EXPIRED'
    ? teamError('TEAM_LINK_EXPIRED', 'This link is older than 48 hours')
    : state === 'USED'
      ? teamError('TEAM_LINK_USED', 'This link was already used')
      : teamError('TEAM_LINK_INVALID', 'This link is not valid');

/**
 * Accepts a link with the authenticator's first code, in one transaction under the link's row
 * lock (a second use waits, then finds it used). An invitation creates the account with the
 * password chosen; a second-factor link needs the account's password and stores the new secret.
 * The code's step is stored as used, as at sign-in. Nothing changes when anything is refused.
 */
export async function acceptInvitation(
  scope: { db: Database; tenant: Tenant; now: Date; settings: IdentitySettings },
  input: { token: string; password: string; code: string },
) {
  const { tenant, now } = scope;
  return scope.db
    .transaction(async (tx) => {
      const row = await linkOfToken(tx, tenant.slug, input.token, true);
      const state = stateOf(row, now);
      if (state !== 'VALID') throw linkRefusal(state);
      const step = await acceptedTotpStep(row.totpSecret, input.code, now, null);
      if (step === null)
        throw teamError('TEAM_CODE_INVALID', 'The authenticator code is not the current one');

      let staff: { id: string; email: string };
      if (row.kind === 'invite') {
        await assertStrongPassword(tenant, row.email, input.password);
        const passwordHash = await passwordHashing.run(() =>
          hashPassword(input.password, scope.settings.passwordCost),
        );
        const [created] = await tx
          .insert(staffAccounts)
          .values({
            tenantId: tenant.slug,
            email: row.email,
            role: row.role,
            passwordHash,
            totpSecret: row.totpSecret,
            totpLastStep: step,
            createdAt: now,
          })
          .returning({ id: staffAccounts.id, email: staffAccounts.email });
        if (!created) throw new Error('staff_accounts insert returned no row');
        staff = created;
        await writeAudit(tx, {
          tenantId: tenant.slug,
          staff,
          action: 'staff.invitation_accept',
          targetType: 'staff',
          targetId: created.id,
          after: { email: row.email, role: row.role, invitationId: row.id, invitedBy: row.invitedByEmail },
          now,
        });
      } else {
        const [account] = await tx
          .select()
          .from(staffAccounts)
          .where(and(eq(staffAccounts.id, row.staffId ?? ''), eq(staffAccounts.tenantId, tenant.slug)))
          .for('update');
        if (!account || account.disabledAt) throw linkRefusal('REVOKED');
        const check = await passwordHashing.run(() =>
          verifyPassword(input.password, account.passwordHash, scope.settings.passwordCost),
        );
        if (!check.ok) throw teamError('TEAM_WRONG_PASSWORD', 'The password is not the account’s');
        await tx
          .update(staffAccounts)
          .set({ totpSecret: row.totpSecret, totpLastStep: step, totpResetAt: null })
          .where(eq(staffAccounts.id, account.id));
        staff = { id: account.id, email: account.email };
        await writeAudit(tx, {
          tenantId: tenant.slug,
          staff,
          action: 'staff.totp_enrol',
          targetType: 'staff',
          targetId: account.id,
          before: { totpEnrolled: false },
          after: { totpEnrolled: true },
          now,
        });
      }
      await tx.update(staffInvitations).set({ acceptedAt: now }).where(eq(staffInvitations.id, row.id));
      return { email: staff.email };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'staff_accounts_email'))
        throw teamError('TEAM_EMAIL_TAKEN', 'The club already has a staff account with this e-mail');
      throw error;
    });
}
