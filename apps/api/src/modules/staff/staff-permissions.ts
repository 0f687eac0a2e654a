import type { StaffRole } from '@stadio/db';
import type { StaffPermission } from '@stadio/graphql/resolvers-types';

/*
 * What each staff role may do: the one table the API checks (requireStaff) and docs/staff-roles.md
 * is written from (staff-roles-doc.ts; a test keeps them equal). A role gets only what its work
 * needs (docs/staff-roles.md says why for each); roles whose tools do not exist yet get nothing.
 */

/** Every permission, in the order of the doc's columns, with what it allows. */
export const PERMISSION_DESCRIPTIONS: Readonly<Record<StaffPermission, string>> = {
  ORDER_SEARCH: 'find orders by order id, buyer e-mail or seat',
  ORDER_VIEW: 'see an order whole: tickets, holders, payments, instalments, e-mails, audit',
  ORDER_CANCEL: 'cancel a confirmed order: seats released, refund, QR codes voided, fan e-mailed',
  ORDER_RESEND_TICKETS: "e-mail an order's tickets to the buyer again",
  ANOMALY_VIEW: 'see the order anomalies',
  ANOMALY_UPDATE: "change an anomaly's status (acknowledged, in progress, solved)",
  TICKET_SCAN: "scan tickets at the gate (/staff/scan): an event's gate list, recording entries",
  AUDIT_VIEW: "read the staff audit log of the club's orders",
  PAYMENT_REFERENCE_VIEW:
    "see the id each payment carries at the provider (to reconcile with it); a provider's notice names it",
};

export const STAFF_PERMISSIONS = Object.keys(PERMISSION_DESCRIPTIONS) as StaffPermission[];

const ORDER_DESK: StaffPermission[] = ['ORDER_SEARCH', 'ORDER_VIEW', 'ORDER_CANCEL', 'ORDER_RESEND_TICKETS'];

/** The permission table. `superadmin` is a platform account: every permission at every club. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  superadmin: STAFF_PERMISSIONS,
  admin: STAFF_PERMISSIONS,
  ticket_office: [...ORDER_DESK, 'ANOMALY_VIEW', 'ANOMALY_UPDATE', 'AUDIT_VIEW', 'PAYMENT_REFERENCE_VIEW'],
  // Customer relations answer fans about their orders; they do not cancel or refund, nor see the
  // payments' provider ids, which are what a forged payment notice would have to name.
  crm: ['ORDER_SEARCH', 'ORDER_VIEW'],
  // Stewards at the gates.
  security: ['TICKET_SCAN'],
  // Season tickets, revenue management and the website's content have no staff tools yet.
  season_manager: [],
  rms: [],
  website: [],
  // The `customer` role is a fan's (docs/product.md#roles): no staff power at all.
  customer: [],
};

/** Why each role has what it has (the doc's last column). */
export const ROLE_NOTES: Readonly<Record<StaffRole, string>> = {
  superadmin: 'platform operator; the only account not tied to one club, it signs in at any club',
  admin: "the club's administrator: everything at its own club",
  ticket_office: 'ticket managers: orders, cancellations and refunds, payment anomalies',
  crm: 'customer relations: read-only access to orders to answer fans',
  security: 'stewards: the gate scanner only',
  season_manager: 'no staff tool yet (season tickets are sold in the shop)',
  rms: 'no staff tool yet (revenue management)',
  website: 'no staff tool yet (site content is the club file)',
  customer: 'a fan; listed among the roles, never a staff power',
};

/** Whether `role` may do `permission`. */
export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
