import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type {
  invitationAcceptRequestSchema,
  staffPasswordRequestSchema,
  teamInvitationRequestSchema,
  teamInviteRequestSchema,
  teamMemberRequestSchema,
} from './team-requests';

// The team routes of the BFF (docs/staff-roles.md): bodies from the zod schemas their handlers
// read them with; refusals are team-error.ts's. Type-only imports: the browser gets the paths.

export const TEAM_INVITE = defineRoute<z.input<typeof teamInviteRequestSchema>, { email: string }>(
  '/api/staff/team/invite',
);

export const TEAM_INVITATION = defineRoute<z.input<typeof teamInvitationRequestSchema>, { ok: true }>(
  '/api/staff/team/invitation',
);

export const TEAM_MEMBER = defineRoute<z.input<typeof teamMemberRequestSchema>, { email: string }>(
  '/api/staff/team/member',
);

export const STAFF_PASSWORD = defineRoute<z.input<typeof staffPasswordRequestSchema>, { ok: true }>(
  '/api/staff/account/password',
);

export const INVITATION_ACCEPT = defineRoute<
  z.input<typeof invitationAcceptRequestSchema>,
  { email: string }
>('/api/staff/invitation/accept');
