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
  SEASON_VIEW:
    'see the season in the back office: matches, their state and sales, prices, closed seats, packs',
  SEASON_EDIT:
    'create matches, edit sale windows, early bird, cart limits, descriptions, prices, packs; open or close a sale; close or reopen blocks and seats',
  EVENT_CANCEL: 'cancel a match: every order refunded through the provider, tickets voided, fans e-mailed',
  PROMO_VIEW: 'see the promo codes with their uses and revenue',
  PROMO_EDIT: 'create, edit and disable promo codes; create a batch of single-use codes and download it',
  COUNTER_SALE:
    'sell seats at the ticket office counter (cash, check, card on a terminal, bank transfer, free)',
  TICKET_REFUND: 'refund one ticket of an order, with a reason the fan sees',
  STAFF_MANAGE: 'invite colleagues, change their roles, disable or re-enable them, reset a second factor',
  CLUB_AUDIT_VIEW: "read the club's whole audit log (every staff action and failed sign-in)",
  RESALE_PAYOUT:
    'see the resale payouts due to sellers, make the SEPA transfer file that pays them, mark them paid',
  DASHBOARD_VIEW:
    'see the sales dashboard: seats sold, held and free by category and block, revenue, channels, resale, attendance',
  DATA_EXPORT:
    "download the club's orders, ticket holders, gate entries, promo-code uses, payments and refunds as CSV or XLSX",
  INTEGRATIONS_MANAGE:
    "manage the club's outgoing webhooks (endpoints, events, secrets, delivery log) and its read-only API keys",
};

export const STAFF_PERMISSIONS = Object.keys(PERMISSION_DESCRIPTIONS) as StaffPermission[];

const ORDER_DESK: StaffPermission[] = ['ORDER_SEARCH', 'ORDER_VIEW', 'ORDER_CANCEL', 'ORDER_RESEND_TICKETS'];
const SEASON: StaffPermission[] = ['SEASON_VIEW', 'SEASON_EDIT', 'EVENT_CANCEL'];

/** The permission table. `superadmin` is a platform account: every permission at every club. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  superadmin: STAFF_PERMISSIONS,
  admin: STAFF_PERMISSIONS,
  ticket_office: [
    ...ORDER_DESK,
    'ANOMALY_VIEW',
    'ANOMALY_UPDATE',
    'AUDIT_VIEW',
    'PAYMENT_REFERENCE_VIEW',
    'COUNTER_SALE',
    'TICKET_REFUND',
    // The ticket office already handles the club's money back to fans (refunds); paying resale
    // sellers by bank transfer is the same desk's work (docs/product.md#resale).
    'RESALE_PAYOUT',
    // The desk's own records for the accountant and the stewards' chief: orders, payments,
    // refunds, holders and the gate log (docs/product.md#back-office).
    'DATA_EXPORT',
  ],
  // Customer relations answer fans about their orders and run the promo codes; they do not cancel
  // or refund, nor see the payments' provider ids, which are what a forged payment notice would
  // have to name.
  crm: ['ORDER_SEARCH', 'ORDER_VIEW', 'PROMO_VIEW', 'PROMO_EDIT', 'DASHBOARD_VIEW'],
  // Stewards at the gates.
  security: ['TICKET_SCAN'],
  // The season: matches, sale windows, prices, closed seats, packs and season tickets.
  season_manager: [...SEASON, 'DASHBOARD_VIEW'],
  // Revenue management reads the season and the promo codes; prices are the season manager's.
  rms: ['SEASON_VIEW', 'PROMO_VIEW', 'DASHBOARD_VIEW'],
  // The website's content is the club file; the season is read to word it.
  website: ['SEASON_VIEW'],
  // The `customer` role is a fan's (docs/product.md#roles): no staff power at all.
  customer: [],
};

/** Why each role has what it has (the doc's last column). */
export const ROLE_NOTES: Readonly<Record<StaffRole, string>> = {
  superadmin: 'platform operator; the only account not tied to one club, it signs in at any club',
  admin: "the club's administrator: everything at its own club",
  ticket_office:
    'ticket managers: orders, cancellations and refunds by order or by ticket, counter sales, payment anomalies, paying resale sellers by SEPA transfer, the exports of orders, payments, holders and entries',
  crm: 'customer relations: read-only access to orders to answer fans; promo codes; the sales dashboard, read-only',
  security: 'stewards: the gate scanner only',
  season_manager:
    'the season: matches, sale windows, prices, closed blocks and seats, packs, cancelling a match; the sales dashboard',
  rms: 'revenue management: reads the season, the promo codes and the sales dashboard (prices are set by the season manager)',
  website: 'site content is the club file; reads the season to word it',
  customer: 'a fan; listed among the roles, never a staff power',
};

/** Whether `role` may do `permission`. */
export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
