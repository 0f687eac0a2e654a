import type { StaffRole } from '@stadio/db';
import { createLogger } from '@stadio/logger';
import { tenantSchema } from '@stadio/tenants';
import { generate } from 'otplib';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLHandler } from '../../graphql/create-graphql-handler';
import { callGraphQL, type GraphQLAnswer } from '../../test-support/call-graphql';
import { DEFAULT_IDENTITY_SETTINGS } from '../identity/identity-settings';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';
import {
  startOrdersTestbed,
  TESTBED_TENANTS,
  type Club,
  type OrdersTestbed,
} from '../orders/test-fixtures/orders-testbed';
import { createStaff, type CreatedStaff } from '../staff/create-staff';
import { staffPerRole } from '../staff/test-fixtures/staff-per-role';

const LOGIN = `mutation ($email: String!, $password: String!, $code: String!) {
  staffLogin(email: $email, password: $password, code: $code) { staff { id role sessionEpoch } } }`;
const ME = `query ($session: StaffSessionInput!) { staffMe(session: $session) { id role permissions } }`;
const MEMBER = 'id email role state lockedUntil lastSignInAt totpEnrolled disabledAt isSelf';
const OVERVIEW = `query ($session: StaffSessionInput!) { teamOverview(session: $session) {
  members { ${MEMBER} } invitations { id kind email role invitedByEmail expiresAt expired } } }`;
const INVITE = `mutation ($session: StaffSessionInput!, $email: String!, $role: StaffRole!, $locale: String) {
  teamInvite(session: $session, email: $email, role: $role, locale: $locale) { id kind email role expiresAt expired } }`;
const RESEND = `mutation ($session: StaffSessionInput!, $invitationId: ID!) {
  teamResendInvitation(session: $session, invitationId: $invitationId) { id expiresAt } }`;
const REVOKE = `mutation ($session: StaffSessionInput!, $invitationId: ID!) {
  teamRevokeInvitation(session: $session, invitationId: $invitationId) }`;
const VIEW = `query ($token: String!) { staffInvitation(token: $token) {
  state kind clubName email role expiresAt totpSecret otpauthUri qrCodeDataUrl } }`;
const ACCEPT = `mutation ($token: String!, $password: String!, $code: String!) {
  acceptStaffInvitation(token: $token, password: $password, code: $code) { email } }`;
const ROLE = `mutation ($session: StaffSessionInput!, $staffId: ID!, $role: StaffRole!) {
  teamChangeRole(session: $session, staffId: $staffId, role: $role) { ${MEMBER} } }`;
const memberMutation = (name: string) => `mutation ($session: StaffSessionInput!, $staffId: ID!) {
  ${name}(session: $session, staffId: $staffId) { ${MEMBER} } }`;
const DISABLE = memberMutation('teamDisable');
const ENABLE = memberMutation('teamEnable');
const RESET_TOTP = memberMutation('teamResetTotp');
const LIFT_LOCK = memberMutation('teamLiftLock');
const PASSWORD = `mutation ($session: StaffSessionInput!, $currentPassword: String!, $newPassword: String!, $code: String!) {
  changeStaffPassword(session: $session, currentPassword: $currentPassword, newPassword: $newPassword, code: $code) { id sessionEpoch } }`;
const OWN = `query ($session: StaffSessionInput!) { staffOwnAccount(session: $session) {
  email role recentSignIns { ok reason clientAddress } } }`;
const AUDIT = `query ($session: StaffSessionInput!, $filter: TeamAuditFilter, $after: String, $first: Int) {
  teamAuditLog(session: $session, filter: $filter, after: $after, first: $first) {
    entries { id createdAt staffEmail action targetType targetId changes { field before after } } nextCursor } }`;

const NEW_PASSWORD = 'Gradins-Est-Lumiere-2031';

type Session = { staffId: string; epoch: number };
interface AuditEntry {
  id: string;
  createdAt: string;
  staffEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  changes: Array<{ field: string; before: string | null; after: string | null }>;
}

describe('the club team: invitations, accounts, own account, audit log (PostgreSQL)', () => {
  let bed: OrdersTestbed;
  const yoga = createGraphQLHandler(createLogger('team-test', { level: 'silent' }));
  const staff = new Map<StaffRole, CreatedStaff>();
  let northEndAdmin: CreatedStaff;
  let addressCount = 0;

  const gql = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    club: Club = 'riviera',
  ): Promise<GraphQLAnswer<T>> =>
    callGraphQL<T>(
      yoga,
      {
        tenant: tenantSchema.parse(TESTBED_TENANTS[club]),
        db: bed.db,
        logger: createLogger('team-test', { level: 'silent' }),
        requestId: 'test',
        now: bed.clock.now,
        identity: { ...DEFAULT_IDENTITY_SETTINGS, passwordCost: TEST_PASSWORD_COST },
        // A new address per call: the fans' per-pair slow-down never gets in the way of a test.
        clientAddress: `198.51.100.${(addressCount++ % 250) + 1}`,
      },
      query,
      variables,
    );
  const ok = async <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    club: Club = 'riviera',
  ) => {
    const answer = await gql<T>(query, variables, club);
    if (answer.errors?.length || !answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };
  const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;
  const as = (role: StaffRole): Session => ({ staffId: staff.get(role)?.id ?? '', epoch: 0 });
  const admin = () => as('admin');
  /** A code of the authenticator, 31 s on so each code is a new step (a code is good once). */
  const freshCode = async (secret: string) => {
    bed.clock.advance(31_000);
    return generate({ secret, epoch: Math.floor(bed.clock.now().getTime() / 1000) });
  };
  const login = async (email: string, password: string, secret: string, club: Club = 'riviera') =>
    gql<{ staffLogin: { staff: { id: string; role: string; sessionEpoch: number } } }>(
      LOGIN,
      { email, password, code: await freshCode(secret) },
      club,
    );
  const rows = <T>(text: string, values: unknown[] = []) => bed.rows<T>(text, values);
  const auditOf = (targetId: string) =>
    rows<{ action: string; staff_email: string | null; before: unknown; after: unknown }>(
      `select action, staff_email, before, after from staff_audit_log where target_id = $1 order by created_at, id`,
      [targetId],
    );
  /** The token of the newest invitation e-mail to `email` (the outbox keeps it until sent). */
  const mailedToken = async (email: string) => {
    const [mail] = await rows<{ payload: { token: string; kind: string }; locale: string; template: string }>(
      `select payload, locale, template from mail_outbox where recipient = $1 order by created_at desc, id desc limit 1`,
      [email],
    );
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  };
  /** An invitation accepted: the new account's id, password and TOTP secret. */
  const onboard = async (email: string, role: string) => {
    await ok(INVITE, { session: admin(), email, role });
    const { payload } = await mailedToken(email);
    const view = await ok<{ staffInvitation: { totpSecret: string } }>(VIEW, { token: payload.token });
    const secret = view.staffInvitation.totpSecret;
    await ok(ACCEPT, { token: payload.token, password: NEW_PASSWORD, code: await freshCode(secret) });
    const [account] = await rows<{ id: string }>(
      `select id from staff_accounts where email = $1 and tenant_id = 'riviera'`,
      [email],
    );
    if (!account) throw new Error('no account');
    return { id: account.id, email, password: NEW_PASSWORD, secret };
  };

  beforeAll(async () => {
    bed = await startOrdersTestbed();
    for (const [role, account] of await staffPerRole(bed.db, {
      clubSlug: 'riviera',
      emailDomain: 'team.example',
      now: bed.clock.now(),
    }))
      staff.set(role, account);
    northEndAdmin = await createStaff(bed.db, {
      clubSlug: 'north-end',
      email: 'admin@north-end.example',
      role: 'admin',
      passwordCost: TEST_PASSWORD_COST,
      now: bed.clock.now(),
    });
  });
  afterAll(async () => {
    await bed?.close();
  });

  it('invites by e-mail; the colleague chooses a password, enrols TOTP with the QR code and signs in; the link works once', async () => {
    const email = 'new.colleague@team.example';
    const invited = await ok<{ teamInvite: { id: string; kind: string; role: string; expiresAt: string } }>(
      INVITE,
      { session: admin(), email: ' New.Colleague@team.example ', role: 'TICKET_OFFICE', locale: 'fr' },
    );
    expect(invited.teamInvite).toMatchObject({ kind: 'INVITE', role: 'TICKET_OFFICE' });
    expect(Date.parse(invited.teamInvite.expiresAt) - bed.clock.now().getTime()).toBe(48 * 3600 * 1000);
    const mail = await mailedToken(email);
    expect(mail).toMatchObject({ template: 'staff-invitation', locale: 'fr', payload: { kind: 'invite' } });
    // Only the token's hash is stored.
    const [stored] = await rows<{ token_hash: string }>(
      `select token_hash from staff_invitations where id = $1`,
      [invited.teamInvite.id],
    );
    expect(stored?.token_hash).not.toContain(mail.payload.token);

    const view = await ok<{
      staffInvitation: {
        state: string;
        role: string;
        clubName: string;
        totpSecret: string;
        otpauthUri: string;
        qrCodeDataUrl: string;
      };
    }>(VIEW, { token: mail.payload.token });
    expect(view.staffInvitation).toMatchObject({
      state: 'VALID',
      role: 'TICKET_OFFICE',
      clubName: expect.any(String),
    });
    expect(view.staffInvitation.otpauthUri).toContain(`secret=${view.staffInvitation.totpSecret}`);
    // The QR code image reads as the otpauth URI.
    const png = PNG.sync.read(Buffer.from(view.staffInvitation.qrCodeDataUrl.split(',')[1] ?? '', 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
      view.staffInvitation.otpauthUri,
    );
    const secret = view.staffInvitation.totpSecret;

    // A weak password or a wrong code changes nothing.
    const weak = await gql(ACCEPT, {
      token: mail.payload.token,
      password: 'Riviera2026!',
      code: await freshCode(secret),
    });
    expect(codeOf(weak)).toBe('TEAM_WEAK_PASSWORD');
    expect(
      codeOf(await gql(ACCEPT, { token: mail.payload.token, password: NEW_PASSWORD, code: '000000' })),
    ).toBe('TEAM_CODE_INVALID');
    expect(await rows(`select id from staff_accounts where email = $1`, [email])).toHaveLength(0);

    const accepted = await gql(ACCEPT, {
      token: mail.payload.token,
      password: NEW_PASSWORD,
      code: await freshCode(secret),
    });
    expect(accepted.errors).toBeUndefined();
    const signedIn = await login(email, NEW_PASSWORD, secret);
    expect(signedIn.data?.staffLogin.staff.role).toBe('TICKET_OFFICE');

    // Used: refused, and the page no longer shows the secret.
    const again = await gql(ACCEPT, {
      token: mail.payload.token,
      password: NEW_PASSWORD,
      code: await freshCode(secret),
    });
    expect(codeOf(again)).toBe('TEAM_LINK_USED');
    const used = await ok<{ staffInvitation: { state: string; totpSecret: string | null } }>(VIEW, {
      token: mail.payload.token,
    });
    expect(used.staffInvitation).toMatchObject({ state: 'USED', totpSecret: null });

    const id = signedIn.data?.staffLogin.staff.id ?? '';
    expect(
      (await auditOf(invited.teamInvite.id)).map((row) => [row.action, row.staff_email, row.after]),
    ).toEqual([
      [
        'staff.invite',
        'admin@team.example',
        expect.objectContaining({ email, role: 'ticket_office', locale: 'fr' }),
      ],
    ]);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['staff.invitation_accept', 'staff.login']);
  });

  it('refuses an expired link, a revoked one and a replaced one; a re-send gives a new 48 h link', async () => {
    const email = 'late@team.example';
    const invited = await ok<{ teamInvite: { id: string } }>(INVITE, {
      session: admin(),
      email,
      role: 'CRM',
    });
    const first = (await mailedToken(email)).payload.token;
    const secret = (await ok<{ staffInvitation: { totpSecret: string } }>(VIEW, { token: first }))
      .staffInvitation.totpSecret;
    bed.clock.advance(48 * 3600 * 1000);
    expect(
      (await ok<{ staffInvitation: { state: string } }>(VIEW, { token: first })).staffInvitation.state,
    ).toBe('EXPIRED');
    expect(
      codeOf(await gql(ACCEPT, { token: first, password: NEW_PASSWORD, code: await freshCode(secret) })),
    ).toBe('TEAM_LINK_EXPIRED');
    const overview = await ok<{ teamOverview: { invitations: Array<{ id: string; expired: boolean }> } }>(
      OVERVIEW,
      {
        session: admin(),
      },
    );
    expect(overview.teamOverview.invitations.find((row) => row.id === invited.teamInvite.id)?.expired).toBe(
      true,
    );

    await ok(RESEND, { session: admin(), invitationId: invited.teamInvite.id });
    const second = (await mailedToken(email)).payload.token;
    expect(second).not.toBe(first);
    expect(codeOf(await gql(VIEW, { token: first }))).toBe('TEAM_LINK_INVALID');
    expect(
      (await ok<{ staffInvitation: { state: string } }>(VIEW, { token: second })).staffInvitation.state,
    ).toBe('VALID');
    const trail = await auditOf(invited.teamInvite.id);
    expect(trail.map((row) => row.action)).toEqual(['staff.invite', 'staff.invitation_resend']);
    expect(trail[1]?.before).toEqual({ expiresAt: expect.any(String) });

    await ok(REVOKE, { session: admin(), invitationId: invited.teamInvite.id });
    expect(
      (await ok<{ staffInvitation: { state: string } }>(VIEW, { token: second })).staffInvitation.state,
    ).toBe('REVOKED');
    expect(codeOf(await gql(ACCEPT, { token: second, password: NEW_PASSWORD, code: '123456' }))).toBe(
      'TEAM_LINK_INVALID',
    );
    expect(
      (await auditOf(invited.teamInvite.id)).find((row) => row.action === 'staff.invitation_revoke'),
    ).toMatchObject({
      action: 'staff.invitation_revoke',
      before: { revokedAt: null },
      after: { revokedAt: expect.any(String) },
    });
    // Another club's token is no token here.
    expect(codeOf(await gql(VIEW, { token: second }, 'north-end'))).toBe('TEAM_LINK_INVALID');
  });

  it('refuses inviting an e-mail of the club twice, and the platform roles', async () => {
    expect(codeOf(await gql(INVITE, { session: admin(), email: 'crm@team.example', role: 'CRM' }))).toBe(
      'TEAM_EMAIL_TAKEN',
    );
    await ok(INVITE, { session: admin(), email: 'twice@team.example', role: 'CRM' });
    expect(codeOf(await gql(INVITE, { session: admin(), email: 'twice@team.example', role: 'RMS' }))).toBe(
      'TEAM_EMAIL_TAKEN',
    );
    for (const role of ['SUPERADMIN', 'CUSTOMER'])
      expect(codeOf(await gql(INVITE, { session: admin(), email: `p-${role}@team.example`, role }))).toBe(
        'TEAM_ROLE_NOT_ALLOWED',
      );
    expect(codeOf(await gql(INVITE, { session: admin(), email: 'not an e-mail', role: 'CRM' }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('disabling ends the sessions at once and refuses sign-in; re-enabling lets the member in again', async () => {
    const member = await onboard('steward@team.example', 'SECURITY');
    const signedIn = await login(member.email, member.password, member.secret);
    const session = { staffId: member.id, epoch: signedIn.data?.staffLogin.staff.sessionEpoch ?? -1 };
    expect(codeOf(await gql(ME, { session }))).toBeUndefined();

    const disabled = await ok<{ teamDisable: { state: string } }>(DISABLE, {
      session: admin(),
      staffId: member.id,
    });
    expect(disabled.teamDisable.state).toBe('DISABLED');
    expect(codeOf(await gql(ME, { session }))).toBe('STAFF_SESSION_ENDED');
    expect(codeOf(await login(member.email, member.password, member.secret))).toBe('STAFF_LOGIN_FAILED');
    expect(codeOf(await gql(DISABLE, { session: admin(), staffId: member.id }))).toBe('TEAM_NOT_APPLICABLE');

    const enabled = await ok<{ teamEnable: { state: string } }>(ENABLE, {
      session: admin(),
      staffId: member.id,
    });
    expect(enabled.teamEnable.state).toBe('ACTIVE');
    expect(codeOf(await gql(ME, { session }))).toBe('STAFF_SESSION_ENDED');
    expect((await login(member.email, member.password, member.secret)).errors).toBeUndefined();

    const trail = (await auditOf(member.id)).filter(
      (row) => row.action.startsWith('staff.') && row.staff_email === 'admin@team.example',
    );
    expect(trail).toEqual([
      {
        action: 'staff.disable',
        staff_email: 'admin@team.example',
        before: { disabledAt: null, sessionEpoch: 0 },
        after: { disabledAt: expect.any(String), sessionEpoch: 1 },
      },
      {
        action: 'staff.enable',
        staff_email: 'admin@team.example',
        before: { disabledAt: expect.any(String) },
        after: { disabledAt: null },
      },
    ]);
  });

  it('a role change takes effect on the member’s next call', async () => {
    const member = await onboard('office.two@team.example', 'TICKET_OFFICE');
    const session = { staffId: member.id, epoch: 0 };
    const before = await ok<{ staffMe: { role: string; permissions: string[] } }>(ME, { session });
    expect(before.staffMe.permissions).toContain('ORDER_CANCEL');
    const changed = await ok<{ teamChangeRole: { role: string } }>(ROLE, {
      session: admin(),
      staffId: member.id,
      role: 'CRM',
    });
    expect(changed.teamChangeRole.role).toBe('CRM');
    const after = await ok<{ staffMe: { role: string; permissions: string[] } }>(ME, { session });
    expect(after.staffMe.role).toBe('CRM');
    expect(after.staffMe.permissions).not.toContain('ORDER_CANCEL');
    expect((await auditOf(member.id)).find((row) => row.action === 'staff.role_change')).toMatchObject({
      action: 'staff.role_change',
      before: { role: 'ticket_office' },
      after: { role: 'crm' },
    });
    expect(codeOf(await gql(ROLE, { session: admin(), staffId: member.id, role: 'SUPERADMIN' }))).toBe(
      'TEAM_ROLE_NOT_ALLOWED',
    );
  });

  it('resetting the second factor stops the old authenticator; the e-mailed link enrols a new one with the password', async () => {
    const member = await onboard('reset.me@team.example', 'WEBSITE');
    const reset = await ok<{ teamResetTotp: { totpEnrolled: boolean } }>(RESET_TOTP, {
      session: admin(),
      staffId: member.id,
    });
    expect(reset.teamResetTotp.totpEnrolled).toBe(false);
    expect(codeOf(await login(member.email, member.password, member.secret))).toBe('STAFF_LOGIN_FAILED');
    const mail = await mailedToken(member.email);
    expect(mail.payload.kind).toBe('totp_reset');
    const view = await ok<{ staffInvitation: { kind: string; totpSecret: string } }>(VIEW, {
      token: mail.payload.token,
    });
    expect(view.staffInvitation.kind).toBe('TOTP_RESET');
    const secret = view.staffInvitation.totpSecret;
    expect(
      codeOf(
        await gql(ACCEPT, {
          token: mail.payload.token,
          password: 'Not-The-Password-99',
          code: await freshCode(secret),
        }),
      ),
    ).toBe('TEAM_WRONG_PASSWORD');
    await ok(ACCEPT, { token: mail.payload.token, password: member.password, code: await freshCode(secret) });
    expect((await login(member.email, member.password, secret)).errors).toBeUndefined();
    const trail = (await auditOf(member.id)).filter((row) => row.action.startsWith('staff.totp'));
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'staff.totp_reset',
        before: { totpEnrolled: true, sessionEpoch: 0 },
        after: expect.objectContaining({ totpEnrolled: false, sessionEpoch: 1 }),
      }),
      expect.objectContaining({
        action: 'staff.totp_enrol',
        before: { totpEnrolled: false },
        after: { totpEnrolled: true },
      }),
    ]);
  });

  it('changing one’s own password needs the current one and a code; other sessions end', async () => {
    const member = await onboard('own.password@team.example', 'RMS');
    const session = { staffId: member.id, epoch: 0 };
    const next = 'Virage-Sud-Brume-2032';
    const wrong = await gql(PASSWORD, {
      session,
      currentPassword: 'Not-The-Password-99',
      newPassword: next,
      code: await freshCode(member.secret),
    });
    expect(codeOf(wrong)).toBe('TEAM_WRONG_PASSWORD');
    expect(
      codeOf(
        await gql(PASSWORD, { session, currentPassword: member.password, newPassword: next, code: '000000' }),
      ),
    ).toBe('TEAM_CODE_INVALID');
    expect(
      codeOf(
        await gql(PASSWORD, {
          session,
          currentPassword: member.password,
          newPassword: 'short',
          code: await freshCode(member.secret),
        }),
      ),
    ).toBe('TEAM_WEAK_PASSWORD');
    const changed = await ok<{ changeStaffPassword: { sessionEpoch: number } }>(PASSWORD, {
      session,
      currentPassword: member.password,
      newPassword: next,
      code: await freshCode(member.secret),
    });
    expect(changed.changeStaffPassword.sessionEpoch).toBe(1);
    expect(codeOf(await gql(ME, { session }))).toBe('STAFF_SESSION_ENDED');
    expect(codeOf(await login(member.email, member.password, member.secret))).toBe('STAFF_LOGIN_FAILED');
    expect((await login(member.email, next, member.secret)).errors).toBeUndefined();
    expect((await auditOf(member.id)).find((row) => row.action === 'staff.password_change')).toMatchObject({
      before: { sessionEpoch: 0 },
      after: { sessionEpoch: 1 },
    });
    const own = await ok<{
      staffOwnAccount: { role: string; recentSignIns: Array<{ ok: boolean; reason: string | null }> };
    }>(OWN, { session: { staffId: member.id, epoch: 1 } });
    expect(own.staffOwnAccount.role).toBe('RMS');
    expect(own.staffOwnAccount.recentSignIns.slice(0, 2)).toEqual([
      expect.objectContaining({ ok: true }),
      expect.objectContaining({ ok: false, reason: 'password' }),
    ]);
  });

  it('the last active administrator can neither disable nor demote themself', async () => {
    const session = { staffId: northEndAdmin.id, epoch: 0 };
    const refusedDisable = await gql(DISABLE, { session, staffId: northEndAdmin.id }, 'north-end');
    expect(codeOf(refusedDisable)).toBe('TEAM_LAST_ADMIN');
    expect(refusedDisable.errors?.[0]?.message).toMatch(/last active administrator/);
    expect(codeOf(await gql(ROLE, { session, staffId: northEndAdmin.id, role: 'CRM' }, 'north-end'))).toBe(
      'TEAM_LAST_ADMIN',
    );
    const [row] = await rows<{ role: string; disabled_at: Date | null }>(
      `select role, disabled_at from staff_accounts where id = $1`,
      [northEndAdmin.id],
    );
    expect(row).toEqual({ role: 'admin', disabled_at: null });
    expect((await auditOf(northEndAdmin.id)).map((entry) => entry.action)).toEqual(['staff.create']);
  });

  it('a run of failed sign-ins shows as a lock the administrator may lift (audited)', async () => {
    const member = await onboard('locked.out@team.example', 'CRM');
    for (let i = 0; i < 5; i++)
      expect(codeOf(await gql(LOGIN, { email: member.email, password: `guess-${i}`, code: '123456' }))).toBe(
        'STAFF_LOGIN_FAILED',
      );
    const overview = await ok<{
      teamOverview: { members: Array<{ id: string; state: string; lockedUntil: string }> };
    }>(OVERVIEW, { session: admin() });
    const locked = overview.teamOverview.members.find((row) => row.id === member.id);
    expect(locked).toMatchObject({ state: 'LOCKED', lockedUntil: expect.any(String) });
    expect(codeOf(await login(member.email, member.password, member.secret))).toBe('THROTTLED');

    const lifted = await ok<{ teamLiftLock: { state: string; lockedUntil: string | null } }>(LIFT_LOCK, {
      session: admin(),
      staffId: member.id,
    });
    expect(lifted.teamLiftLock).toMatchObject({ state: 'ACTIVE', lockedUntil: null });
    expect((await login(member.email, member.password, member.secret)).errors).toBeUndefined();
    expect(codeOf(await gql(LIFT_LOCK, { session: admin(), staffId: member.id }))).toBe(
      'TEAM_NOT_APPLICABLE',
    );
    const trail = await auditOf(member.id);
    expect(trail.find((row) => row.action === 'staff.locked')?.after).toMatchObject({
      liftedBy: 'admin@team.example',
    });
    expect(trail.find((row) => row.action === 'staff.unlock')).toMatchObject({
      staff_email: 'admin@team.example',
      before: { lockedUntil: locked?.lockedUntil },
      after: { lockedUntil: null },
    });
  });

  it('the ticket office cannot invite (STAFF_FORBIDDEN), and no invitation is stored', async () => {
    expect(
      codeOf(await gql(INVITE, { session: as('ticket_office'), email: 'x@team.example', role: 'CRM' })),
    ).toBe('STAFF_FORBIDDEN');
    expect(await rows(`select id from staff_invitations where email = 'x@team.example'`)).toHaveLength(0);
    expect(await rows(`select id from mail_outbox where recipient = 'x@team.example'`)).toHaveLength(0);
  });

  it('customer relations cannot read the club audit log (STAFF_FORBIDDEN)', async () => {
    expect(codeOf(await gql(AUDIT, { session: as('crm') }))).toBe('STAFF_FORBIDDEN');
    expect(
      codeOf(
        await gql(`query ($session: StaffSessionInput!) { teamAuditActions(session: $session) }`, {
          session: as('crm'),
        }),
      ),
    ).toBe('STAFF_FORBIDDEN');
  });

  it('the season manager cannot change roles (STAFF_FORBIDDEN), and the role stays', async () => {
    const target = staff.get('website')?.id;
    expect(codeOf(await gql(ROLE, { session: as('season_manager'), staffId: target, role: 'ADMIN' }))).toBe(
      'STAFF_FORBIDDEN',
    );
    const [row] = await rows<{ role: string }>(`select role from staff_accounts where id = $1`, [target]);
    expect(row?.role).toBe('website');
    expect(codeOf(await gql(OVERVIEW, { session: as('security') }))).toBe('STAFF_FORBIDDEN');
    // Every staff member reads their own account.
    expect(codeOf(await gql(OWN, { session: as('security') }))).toBeUndefined();
  });

  it('a club admin never sees nor changes a superadmin or another club’s account', async () => {
    const overview = await ok<{
      teamOverview: { members: Array<{ email: string; role: string; isSelf: boolean }> };
    }>(OVERVIEW, { session: admin() });
    expect(overview.teamOverview.members.map((row) => row.role)).not.toContain('SUPERADMIN');
    expect(overview.teamOverview.members.find((row) => row.isSelf)?.email).toBe('admin@team.example');
    expect(overview.teamOverview.members.map((row) => row.email)).not.toContain(northEndAdmin.email);
    const superadmin = staff.get('superadmin')?.id;
    expect(codeOf(await gql(DISABLE, { session: admin(), staffId: superadmin }))).toBe('TEAM_NOT_FOUND');
    expect(codeOf(await gql(DISABLE, { session: admin(), staffId: northEndAdmin.id }))).toBe(
      'TEAM_NOT_FOUND',
    );
    expect(
      codeOf(
        await gql(
          DISABLE,
          { session: { staffId: northEndAdmin.id, epoch: 0 }, staffId: staff.get('crm')?.id },
          'north-end',
        ),
      ),
    ).toBe('TEAM_NOT_FOUND');
  });

  it('the audit log is the club’s only, newest first, filtered and paged by cursor', async () => {
    const read = async (variables: Record<string, unknown>, club: Club = 'riviera', session = admin()) =>
      (
        await ok<{ teamAuditLog: { entries: AuditEntry[]; nextCursor: string | null } }>(
          AUDIT,
          { session, ...variables },
          club,
        )
      ).teamAuditLog;
    const all = await read({ first: 200 });
    expect(all.entries.length).toBeGreaterThan(20);
    const times = all.entries.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Failed sign-ins and locks are in it.
    expect(all.entries.map((row) => row.action)).toEqual(
      expect.arrayContaining(['staff.login_failed', 'staff.locked']),
    );
    const north = await read({ first: 200 }, 'north-end', { staffId: northEndAdmin.id, epoch: 0 });
    expect(north.entries.every((row) => row.targetId !== staff.get('crm')?.id)).toBe(true);
    expect(north.entries.map((row) => row.action)).not.toContain('staff.invite');

    const roleChange = await read({ filter: { action: 'staff.role_change' } });
    expect(roleChange.entries).toHaveLength(1);
    expect(roleChange.entries[0]?.changes).toEqual([
      { field: 'role', before: 'ticket_office', after: 'crm' },
    ]);
    const byWho = await read({ filter: { staffEmail: 'ADMIN@team.example' }, first: 200 });
    expect(byWho.entries.length).toBeGreaterThan(0);
    expect(byWho.entries.every((row) => row.staffEmail === 'admin@team.example')).toBe(true);
    // A failed sign-in is found by the e-mail typed.
    const typed = await read({
      filter: { staffEmail: 'locked.out@team.example', action: 'staff.login_failed' },
    });
    // Five guesses, then the refusal while locked.
    expect(
      typed.entries.map((row) => row.changes.find((change) => change.field === 'reason')?.after),
    ).toEqual(['locked', 'password', 'password', 'password', 'password', 'password']);
    const target = all.entries.find((row) => row.action === 'staff.unlock');
    const onTarget = await read({ filter: { targetType: 'staff', targetId: target?.targetId }, first: 200 });
    expect(onTarget.entries.every((row) => row.targetId === target?.targetId)).toBe(true);
    expect(onTarget.entries.length).toBeGreaterThan(5);

    // Days of the club's time zone.
    const day = bed.clock.now().toISOString().slice(0, 10);
    const today = await read({ filter: { from: day, to: day }, first: 200 });
    expect(today.entries.length).toBeGreaterThan(0);
    expect(today.entries.length).toBeLessThan(all.entries.length);
    expect((await read({ filter: { from: '2001-01-01', to: '2001-01-31' } })).entries).toHaveLength(0);

    // Pages of 7 give the whole log once each, in order.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { entries: AuditEntry[]; nextCursor: string | null } = await read({
        first: 7,
        after: cursor,
      });
      paged.push(...page.entries.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.entries.map((row) => row.id));
    expect(codeOf(await gql(AUDIT, { session: admin(), after: 'bm90LWEtY3Vyc29y' }))).toBe(
      'TEAM_NOT_APPLICABLE',
    );
    expect(codeOf(await gql(AUDIT, { session: admin(), filter: { from: '2030-13-45' } }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
