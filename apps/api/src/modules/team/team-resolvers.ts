import type { StaffAccountRow } from '@stadio/db';
import type { Resolvers, StaffRole } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { parseStaffArgs } from '../staff/staff-args';
import { ROLE_PERMISSIONS } from '../staff/staff-permissions';
import { requireStaff } from '../staff/staff-scope';
import { changeOwnPassword, ownAccount } from './own-account';
import {
  acceptArgs,
  auditArgs,
  invitationArgs,
  inviteArgs,
  memberArgs,
  passwordArgs,
  roleArgs,
  sessionArgs,
  tokenArgs,
} from './team-args';
import { auditActions, auditLogPage } from './team-audit-log';
import {
  acceptInvitation,
  invitationPage,
  invite,
  linkLocale,
  resendInvitation,
  revokeInvitation,
} from './team-invitations';
import { changeRole, disableMember, enableMember, liftLock, resetTotp, teamOverview } from './team-members';
import type { TeamActionScope } from './team-scope';

/** The administrator's scope of a STAFF_MANAGE call (docs/staff-roles.md). */
async function manager(
  context: ApiContext,
  session: { staffId: string; epoch: number },
): Promise<TeamActionScope> {
  const actor = await requireStaff(context.db, context.tenant.slug, session, 'STAFF_MANAGE');
  return { db: context.db, tenant: context.tenant, now: context.now(), settings: context.identity, actor };
}

/** schema.graphql's StaffMember, as staffMe answers it. */
function staffMember(staff: StaffAccountRow) {
  return {
    id: staff.id,
    email: staff.email,
    role: staff.role.toUpperCase() as StaffRole,
    clubSlug: staff.tenantId,
    permissions: [...ROLE_PERMISSIONS[staff.role]],
    sessionEpoch: staff.sessionEpoch,
  };
}

/** This back-office area's operations (packages/graphql/schema/team.graphql). */
export const teamResolvers: Resolvers<ApiContext> = {
  Query: {
    teamOverview: async (_parent, args, context) =>
      teamOverview(await manager(context, parseStaffArgs(sessionArgs, args).session)),
    teamAuditLog: async (_parent, args, context) => {
      const input = parseStaffArgs(auditArgs, args);
      await requireStaff(context.db, context.tenant.slug, input.session, 'CLUB_AUDIT_VIEW');
      return auditLogPage(context.db, context.tenant, input);
    },
    teamAuditActions: async (_parent, args, context) => {
      const { session } = parseStaffArgs(sessionArgs, args);
      await requireStaff(context.db, context.tenant.slug, session, 'CLUB_AUDIT_VIEW');
      return auditActions(context.db, context.tenant.slug);
    },
    staffOwnAccount: async (_parent, args, context) => {
      const { session } = parseStaffArgs(sessionArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, session);
      return ownAccount(context.db, context.tenant, staff);
    },
    staffInvitation: (_parent, args, context) =>
      invitationPage(context.db, context.tenant, parseStaffArgs(tokenArgs, args).token, context.now()),
  },
  Mutation: {
    teamInvite: async (_parent, args, context) => {
      const input = parseStaffArgs(inviteArgs, args);
      const scope = await manager(context, input.session);
      return invite(scope, input.email, input.role, linkLocale(context.tenant, input.locale));
    },
    teamResendInvitation: async (_parent, args, context) => {
      const input = parseStaffArgs(invitationArgs, args);
      const scope = await manager(context, input.session);
      return resendInvitation(
        scope,
        input.invitationId,
        input.locale ? linkLocale(context.tenant, input.locale) : null,
      );
    },
    teamRevokeInvitation: async (_parent, args, context) => {
      const input = parseStaffArgs(invitationArgs, args);
      return revokeInvitation(await manager(context, input.session), input.invitationId);
    },
    teamChangeRole: async (_parent, args, context) => {
      const input = parseStaffArgs(roleArgs, args);
      return changeRole(await manager(context, input.session), input.staffId, input.role);
    },
    teamDisable: async (_parent, args, context) => {
      const input = parseStaffArgs(memberArgs, args);
      return disableMember(await manager(context, input.session), input.staffId);
    },
    teamEnable: async (_parent, args, context) => {
      const input = parseStaffArgs(memberArgs, args);
      return enableMember(await manager(context, input.session), input.staffId);
    },
    teamResetTotp: async (_parent, args, context) => {
      const input = parseStaffArgs(memberArgs, args);
      return resetTotp(
        await manager(context, input.session),
        input.staffId,
        linkLocale(context.tenant, input.locale),
      );
    },
    teamLiftLock: async (_parent, args, context) => {
      const input = parseStaffArgs(memberArgs, args);
      return liftLock(await manager(context, input.session), input.staffId);
    },
    acceptStaffInvitation: async (_parent, args, context) => {
      const input = parseStaffArgs(acceptArgs, args);
      await context.abuse?.consume('login', context.tenant.slug, context.clientAddress ?? 'unknown');
      return acceptInvitation(
        { db: context.db, tenant: context.tenant, now: context.now(), settings: context.identity },
        input,
      );
    },
    changeStaffPassword: async (_parent, args, context) => {
      const input = parseStaffArgs(passwordArgs, args);
      const staff = await requireStaff(context.db, context.tenant.slug, input.session);
      const updated = await changeOwnPassword(
        { db: context.db, tenant: context.tenant, now: context.now(), settings: context.identity },
        staff,
        input,
      );
      return staffMember(updated);
    },
  },
};
