import type { Tenant } from '@stadio/tenants';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { formatMoney } from '@/features/formatting/format-money';
import { Badge } from '@/features/primitives/badge';
import type { StaffOrderView as Order } from './staff-api';
import { formatStaffDate } from './staff-format';
import { STATUS_PALETTE } from './staff-order-search';
import { StaffCreditNotes } from './staff-credit-notes';
import { StaffOrderActions } from './staff-order-actions';
import styles from './staff.module.css';

const TICKET_PALETTE: Record<string, 'green' | 'red' | 'orange' | 'gray'> = {
  confirmed: 'green',
  released: 'red',
  onhold: 'orange',
  resold: 'gray',
};

/** The `payments.status` and `mail_outbox.status` values, worded in `staff.order` (a new one shows as stored). */
const PAYMENT_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'refunded', 'cancelled'] as const;
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
type MailStatus = (typeof MAIL_STATUSES)[number];
/** The outbox's template names, worded in `staff.order.mailTemplates`. */
const MAIL_TEMPLATES = {
  'verify-email': 'verifyEmail',
  'reset-password': 'resetPassword',
  'account-exists': 'accountExists',
  'order-confirmed': 'orderConfirmed',
  'installment-action-required': 'installmentActionRequired',
  tickets: 'tickets',
  'ticket-transfer': 'ticketTransfer',
  'resale-sold': 'resaleSold',
  'resale-payout-paid': 'resalePayoutPaid',
  'order-cancelled': 'orderCancelled',
  'ticket-refunded': 'ticketRefunded',
  'staff-invitation': 'staffInvitation',
} as const;

/** What a ticket's row offers to do with it (the counter's refund): given by the page. */
export type TicketAction = ComponentType<{ orderId: string; ticketId: string; seat: string; amount: string }>;

/**
 * One order, whole, for the ticket office: facts, actions, tickets, payments, e-mails, staff
 * actions. A valid ticket's row offers `TicketAction` when the order may be refunded ticket by
 * ticket (the page passes the counter's, so this feature does not depend on that one).
 */
export async function StaffOrderView({
  tenant,
  order,
  TicketAction,
}: {
  tenant: Tenant;
  order: Order;
  TicketAction?: TicketAction;
}) {
  const t = await getTranslations('staff');
  const c = await getTranslations('boCounter');
  const locale = await getLocale();
  const date = (iso: string) => formatStaffDate(iso, locale, tenant.timeZone);
  const money = (cents: number) => formatMoney(cents, locale, tenant.currency);
  const fanName = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ');
  const ticketStatus = (status: string) =>
    ['onhold', 'confirmed', 'released', 'resold'].includes(status)
      ? t(`ticketStatus.${status as 'confirmed'}`)
      : status;
  const paymentStatus = (status: string) =>
    PAYMENT_STATUSES.includes(status as PaymentStatus)
      ? t(`order.paymentStatus.${status as PaymentStatus}`)
      : status;
  const mailStatus = (status: string) =>
    MAIL_STATUSES.includes(status as MailStatus) ? t(`order.mailStatus.${status as MailStatus}`) : status;
  const mailTemplate = (name: string) =>
    name in MAIL_TEMPLATES
      ? t(`order.mailTemplates.${MAIL_TEMPLATES[name as keyof typeof MAIL_TEMPLATES]}`)
      : name;
  const paid = order.payments
    .filter((p) => p.status === 'succeeded')
    .reduce(
      (sum, p) =>
        sum +
        (p.installments.length
          ? p.installments.filter((i) => i.status === 'PAID').reduce((s, i) => s + i.amount, 0)
          : p.amount),
      0,
    );

  return (
    <div className={styles.shell} data-testid="staff-order">
      <Link href="/staff/orders" className={styles.back}>
        ← {t('order.back')}
      </Link>
      <section className={styles.panel} aria-labelledby="staff-order-title">
        <h1 id="staff-order-title" className={styles.heading}>
          <span className={styles.mono}>{t('order.title', { orderId: order.orderId })}</span>
          <Badge palette={STATUS_PALETTE[order.status]}>{t(`status.${order.status}`)}</Badge>
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t('order.fan')}</dt>
            <dd>
              {fanName && <div>{fanName}</div>}
              <div className={styles.mono}>{order.customer.email}</div>
            </dd>
          </div>
          <div>
            <dt>{t('order.total')}</dt>
            <dd>{money(order.totalAmount)}</dd>
          </div>
          <div>
            <dt>{t('order.created')}</dt>
            <dd>{date(order.createdAt)}</dd>
          </div>
          {order.confirmedAt && (
            <div>
              <dt>{t('order.confirmed')}</dt>
              <dd>{date(order.confirmedAt)}</dd>
            </div>
          )}
        </dl>
        {order.cancelledAt && (
          <p data-testid="staff-cancelled-by">
            {t('order.cancelledBy', { date: date(order.cancelledAt), who: order.cancelledBy ?? '—' })}
          </p>
        )}
        <StaffOrderActions
          orderId={order.orderId}
          amount={money(paid)}
          canCancel={order.isCancellable}
          canResend={order.canResendTickets}
        />
      </section>

      <section className={styles.panel} aria-labelledby="staff-tickets-title">
        <h2 id="staff-tickets-title" className={styles.sectionTitle}>
          {t('order.tickets')}
        </h2>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="staff-tickets-title">
          <table className={styles.table} data-testid="staff-tickets">
            <thead>
              <tr>
                <th scope="col">{t('order.item')}</th>
                <th scope="col">{t('order.block')}</th>
                <th scope="col">{t('order.seat')}</th>
                <th scope="col">{t('order.holder')}</th>
                <th scope="col">{t('order.version')}</th>
                <th scope="col">{t('search.status')}</th>
                <th scope="col" className={styles.num}>
                  {t('order.amount')}
                </th>
                {order.canRefundTickets && TicketAction && <th scope="col">{c('refund.column')}</th>}
              </tr>
            </thead>
            <tbody>
              {order.tickets.map((ticket) => (
                <tr key={ticket.id}>
                  <td>{ticket.item}</td>
                  {/* Names as on the ticket: the stored ids mean nothing to the fan on the phone. */}
                  <td>{ticket.blockName ?? '—'}</td>
                  <td>{ticket.seatLabel ?? t('order.noSeat')}</td>
                  <td>
                    {[ticket.holderFirstName, ticket.holderLastName].filter(Boolean).join(' ') || '—'}
                    {ticket.holderEmail && <div className={styles.mono}>{ticket.holderEmail}</div>}
                  </td>
                  <td className={styles.num}>{ticket.version}</td>
                  <td>
                    <Badge palette={TICKET_PALETTE[ticket.status] ?? 'gray'}>
                      {ticket.refundedAt ? c('refund.refunded') : ticketStatus(ticket.status)}
                    </Badge>
                    {ticket.refundedAt && (
                      <div className={styles.muted} data-testid="staff-ticket-refund">
                        {c('refund.line', {
                          date: date(ticket.refundedAt),
                          reason: c(`reasons.${ticket.refundReason ?? 'OTHER'}`),
                        })}
                        {ticket.refundNote && <div>{ticket.refundNote}</div>}
                      </div>
                    )}
                  </td>
                  <td className={styles.num}>{money(ticket.amount)}</td>
                  {order.canRefundTickets && TicketAction && (
                    <td>
                      {ticket.status === 'confirmed' && (
                        <TicketAction
                          orderId={order.orderId}
                          ticketId={ticket.id}
                          seat={ticket.seatLabel ?? ticket.blockName ?? t('order.noSeat')}
                          amount={money(ticket.amount)}
                        />
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="staff-payments-title">
        <h2 id="staff-payments-title" className={styles.sectionTitle}>
          {t('order.payments')}
        </h2>
        {order.payments.length === 0 ? (
          <p className={styles.muted}>{t('order.noPayments')}</p>
        ) : (
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="staff-payments-title">
            <table className={styles.table} data-testid="staff-payments">
              <thead>
                <tr>
                  <th scope="col">{t('order.payment')}</th>
                  <th scope="col">{t('order.kind')}</th>
                  <th scope="col">{t('search.status')}</th>
                  <th scope="col" className={styles.num}>
                    {t('order.amount')}
                  </th>
                  <th scope="col">{t('order.date')}</th>
                </tr>
              </thead>
              <tbody>
                {order.payments.map((payment, index) => (
                  // The id is null for roles that may not see payment ids (docs/staff-roles.md).
                  <tr key={payment.id ?? index}>
                    <td className={styles.mono}>
                      {payment.id}
                      <div className={styles.muted}>
                        {payment.provider}
                        {payment.paymentType && ` · ${c(`paymentTypes.${payment.paymentType}`)}`}
                      </div>
                    </td>
                    <td>
                      {t(
                        `order.paymentKinds.${payment.kind === 'installment_plan' ? 'installment_plan' : 'single'}`,
                      )}
                      {payment.installments.length > 0 && (
                        <ul className={styles.list}>
                          {payment.installments.map((i) => (
                            <li key={i.rank}>
                              {t('order.installment', {
                                rank: i.rank,
                                date: i.dueDate,
                                amount: money(i.amount),
                              })}{' '}
                              ({t(`order.installmentStatus.${i.status}`)})
                            </li>
                          ))}
                        </ul>
                      )}
                      {payment.refunds.length > 0 && (
                        <ul className={styles.list}>
                          {payment.refunds.map((r, index) => (
                            <li key={index} data-testid="staff-refund">
                              {t('order.refunded', {
                                amount: money(r.amount),
                                date: date(r.createdAt),
                                reason: t(`order.refundReasons.${r.reason}`),
                              })}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td>{paymentStatus(payment.status)}</td>
                    <td className={styles.num}>{money(payment.amount)}</td>
                    <td>{date(payment.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <StaffCreditNotes tenant={tenant} order={order} />

      <section className={styles.panel} aria-labelledby="staff-mails-title">
        <h2 id="staff-mails-title" className={styles.sectionTitle}>
          {t('order.mails')}
        </h2>
        {order.mails.length === 0 ? (
          <p className={styles.muted}>{t('order.noMails')}</p>
        ) : (
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="staff-mails-title">
            <table className={styles.table} data-testid="staff-mails">
              <thead>
                <tr>
                  <th scope="col">{t('order.template')}</th>
                  <th scope="col">{t('order.recipient')}</th>
                  <th scope="col">{t('search.status')}</th>
                  <th scope="col">{t('order.date')}</th>
                </tr>
              </thead>
              <tbody>
                {order.mails.map((mail, index) => (
                  <tr key={index}>
                    <td>{mailTemplate(mail.template)}</td>
                    <td className={styles.mono}>{mail.recipient}</td>
                    <td>{mailStatus(mail.status)}</td>
                    <td>{date(mail.sentAt ?? mail.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="staff-audit-title">
        <h2 id="staff-audit-title" className={styles.sectionTitle}>
          {t('order.audit')}
        </h2>
        {order.audit.length === 0 ? (
          <p className={styles.muted}>{t('order.noAudit')}</p>
        ) : (
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="staff-audit-title">
            <table className={styles.table} data-testid="staff-audit">
              <thead>
                <tr>
                  <th scope="col">{t('order.date')}</th>
                  <th scope="col">{t('order.who')}</th>
                  <th scope="col">{t('order.action')}</th>
                </tr>
              </thead>
              <tbody>
                {order.audit.map((entry, index) => (
                  <tr key={index}>
                    <td>{date(entry.createdAt)}</td>
                    <td className={styles.mono}>{entry.staffEmail ?? '—'}</td>
                    <td className={styles.mono}>{entry.action}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
