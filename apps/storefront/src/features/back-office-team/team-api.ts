import 'server-only';
import type { CombinedError } from '@urql/core';
import { graphql } from '@/gql';
import type {
  StaffInvitationQuery,
  StaffOwnAccountQuery,
  StaffRole,
  StaffSessionInput,
  TeamAuditFilter,
  TeamAuditLogQuery,
  TeamOverviewQuery,
} from '@/gql/graphql';
import { apiClient } from '@/features/api/api-client';
import { apiOutcome, type Outcome } from '@/features/api/api-outcome';
import { isTeamCode, TEAM_STATUS, type TeamErrorBody } from './team-error';

graphql(`
  fragment TeamMemberFields on TeamMember {
    id
    email
    role
    state
    lockedUntil
    lastSignInAt
    totpEnrolled
    createdAt
    disabledAt
    isSelf
  }
`);

const TeamOverviewDocument = graphql(`
  query TeamOverview($session: StaffSessionInput!) {
    teamOverview(session: $session) {
      members {
        ...TeamMemberFields
      }
      invitations {
        id
        kind
        email
        role
        invitedByEmail
        createdAt
        expiresAt
        expired
      }
    }
  }
`);

const TeamAuditLogDocument = graphql(`
  query TeamAuditLog($session: StaffSessionInput!, $filter: TeamAuditFilter, $after: String) {
    teamAuditLog(session: $session, filter: $filter, after: $after) {
      entries {
        id
        createdAt
        staffEmail
        action
        targetType
        targetId
        changes {
          field
          before
          after
        }
      }
      nextCursor
    }
    teamAuditActions(session: $session)
  }
`);

const StaffOwnAccountDocument = graphql(`
  query StaffOwnAccount($session: StaffSessionInput!) {
    staffOwnAccount(session: $session) {
      id
      email
      role
      createdAt
      recentSignIns {
        at
        ok
        clientAddress
        reason
      }
    }
  }
`);

const StaffInvitationDocument = graphql(`
  query StaffInvitation($token: String!) {
    staffInvitation(token: $token) {
      state
      kind
      clubName
      email
      role
      expiresAt
      totpSecret
      otpauthUri
      qrCodeDataUrl
    }
  }
`);

const TeamInviteDocument = graphql(`
  mutation TeamInvite($session: StaffSessionInput!, $email: String!, $role: StaffRole!, $locale: String) {
    teamInvite(session: $session, email: $email, role: $role, locale: $locale) {
      id
      email
    }
  }
`);

const TeamResendDocument = graphql(`
  mutation TeamResendInvitation($session: StaffSessionInput!, $invitationId: ID!) {
    teamResendInvitation(session: $session, invitationId: $invitationId) {
      id
    }
  }
`);

const TeamRevokeDocument = graphql(`
  mutation TeamRevokeInvitation($session: StaffSessionInput!, $invitationId: ID!) {
    teamRevokeInvitation(session: $session, invitationId: $invitationId)
  }
`);

const TeamChangeRoleDocument = graphql(`
  mutation TeamChangeRole($session: StaffSessionInput!, $staffId: ID!, $role: StaffRole!) {
    teamChangeRole(session: $session, staffId: $staffId, role: $role) {
      ...TeamMemberFields
    }
  }
`);

const TeamDisableDocument = graphql(`
  mutation TeamDisable($session: StaffSessionInput!, $staffId: ID!) {
    teamDisable(session: $session, staffId: $staffId) {
      ...TeamMemberFields
    }
  }
`);

const TeamEnableDocument = graphql(`
  mutation TeamEnable($session: StaffSessionInput!, $staffId: ID!) {
    teamEnable(session: $session, staffId: $staffId) {
      ...TeamMemberFields
    }
  }
`);

const TeamResetTotpDocument = graphql(`
  mutation TeamResetTotp($session: StaffSessionInput!, $staffId: ID!, $locale: String) {
    teamResetTotp(session: $session, staffId: $staffId, locale: $locale) {
      ...TeamMemberFields
    }
  }
`);

const TeamLiftLockDocument = graphql(`
  mutation TeamLiftLock($session: StaffSessionInput!, $staffId: ID!) {
    teamLiftLock(session: $session, staffId: $staffId) {
      ...TeamMemberFields
    }
  }
`);

const AcceptInvitationDocument = graphql(`
  mutation AcceptStaffInvitation($token: String!, $password: String!, $code: String!) {
    acceptStaffInvitation(token: $token, password: $password, code: $code) {
      email
    }
  }
`);

const ChangeStaffPasswordDocument = graphql(`
  mutation ChangeStaffPassword(
    $session: StaffSessionInput!
    $currentPassword: String!
    $newPassword: String!
    $code: String!
  ) {
    changeStaffPassword(
      session: $session
      currentPassword: $currentPassword
      newPassword: $newPassword
      code: $code
    ) {
      id
      email
      role
      sessionEpoch
    }
  }
`);

export type TeamOverviewView = TeamOverviewQuery['teamOverview'];
export type TeamAuditView = TeamAuditLogQuery;
export type OwnAccountView = StaffOwnAccountQuery['staffOwnAccount'];
export type InvitationView = StaffInvitationQuery['staffInvitation'];

/** A refused team operation, ready to be answered by a route. */
export interface TeamFailure {
  status: number;
  body: TeamErrorBody;
}

/** The API's refusal in the team routes' words; UNKNOWN when the API failed otherwise. */
export function teamFailureOf(error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>): TeamFailure {
  const known = error.graphQLErrors.find((entry) => isTeamCode(entry.extensions?.code));
  if (!known) return { status: 502, body: { error: 'The staff service is unavailable.', code: 'UNKNOWN' } };
  const extensions = known.extensions ?? {};
  const code = extensions.code as TeamErrorBody['code'];
  const body: TeamErrorBody = { error: known.message, code };
  if (typeof extensions.retryAfterSeconds === 'number') body.retryAfterSeconds = extensions.retryAfterSeconds;
  if (Array.isArray(extensions.problems))
    body.problems = extensions.problems
      .map((problem: unknown) => (problem as { code?: unknown }).code)
      .filter((problem): problem is string => typeof problem === 'string');
  return { status: TEAM_STATUS[code], body };
}

/** The team operations of the API at one club (packages/graphql/schema/team.graphql). */
export function teamApi(tenantSlug: string, options: { clientAddress?: string } = {}) {
  const client = apiClient(tenantSlug, { clientAddress: options.clientAddress });
  const run = <D, T>(
    operation: string,
    pending: Promise<{ data?: D; error?: CombinedError }>,
    pick: (data: D) => T,
  ): Promise<Outcome<T, TeamFailure>> =>
    apiOutcome(operation, pending, pick, teamFailureOf, (f) => f.body.code === 'UNKNOWN');
  return {
    overview: (session: StaffSessionInput) =>
      run('teamOverview', client.query(TeamOverviewDocument, { session }).toPromise(), (d) => d.teamOverview),
    auditLog: (session: StaffSessionInput, filter: TeamAuditFilter, after: string | null) =>
      run(
        'teamAuditLog',
        client.query(TeamAuditLogDocument, { session, filter, after }).toPromise(),
        (d) => d,
      ),
    ownAccount: (session: StaffSessionInput) =>
      run(
        'staffOwnAccount',
        client.query(StaffOwnAccountDocument, { session }).toPromise(),
        (d) => d.staffOwnAccount,
      ),
    invitation: (token: string) =>
      run(
        'staffInvitation',
        client.query(StaffInvitationDocument, { token }).toPromise(),
        (d) => d.staffInvitation,
      ),
    invite: (session: StaffSessionInput, email: string, role: StaffRole, locale: string) =>
      run(
        'teamInvite',
        client.mutation(TeamInviteDocument, { session, email, role, locale }).toPromise(),
        (d) => d.teamInvite,
      ),
    resend: (session: StaffSessionInput, invitationId: string) =>
      run(
        'teamResendInvitation',
        client.mutation(TeamResendDocument, { session, invitationId }).toPromise(),
        (d) => d.teamResendInvitation,
      ),
    revoke: (session: StaffSessionInput, invitationId: string) =>
      run(
        'teamRevokeInvitation',
        client.mutation(TeamRevokeDocument, { session, invitationId }).toPromise(),
        (d) => d.teamRevokeInvitation,
      ),
    changeRole: (session: StaffSessionInput, staffId: string, role: StaffRole) =>
      run(
        'teamChangeRole',
        client.mutation(TeamChangeRoleDocument, { session, staffId, role }).toPromise(),
        (d) => d.teamChangeRole,
      ),
    disable: (session: StaffSessionInput, staffId: string) =>
      run(
        'teamDisable',
        client.mutation(TeamDisableDocument, { session, staffId }).toPromise(),
        (d) => d.teamDisable,
      ),
    enable: (session: StaffSessionInput, staffId: string) =>
      run(
        'teamEnable',
        client.mutation(TeamEnableDocument, { session, staffId }).toPromise(),
        (d) => d.teamEnable,
      ),
    resetTotp: (session: StaffSessionInput, staffId: string, locale: string) =>
      run(
        'teamResetTotp',
        client.mutation(TeamResetTotpDocument, { session, staffId, locale }).toPromise(),
        (d) => d.teamResetTotp,
      ),
    liftLock: (session: StaffSessionInput, staffId: string) =>
      run(
        'teamLiftLock',
        client.mutation(TeamLiftLockDocument, { session, staffId }).toPromise(),
        (d) => d.teamLiftLock,
      ),
    accept: (token: string, password: string, code: string) =>
      run(
        'acceptStaffInvitation',
        client.mutation(AcceptInvitationDocument, { token, password, code }).toPromise(),
        (d) => d.acceptStaffInvitation,
      ),
    changePassword: (
      session: StaffSessionInput,
      currentPassword: string,
      newPassword: string,
      code: string,
    ) =>
      run(
        'changeStaffPassword',
        client
          .mutation(ChangeStaffPasswordDocument, { session, currentPassword, newPassword, code })
          .toPromise(),
        (d) => d.changeStaffPassword,
      ),
  };
}
