import type { Tenant } from '@stadio/tenants';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/formatting/format-money';
import { Alert } from '@/features/primitives/alert';
import { formatStaffDate } from '@/features/staff/staff-format';
import staff from '@/features/staff/staff.module.css';
import { CancelPanel } from './cancel-panel';
import { progressOf, type Cancellation } from './seats-api';

/**
 * `/staff/season/{id}/cancel`: what cancelling the match does (orders, tickets, amount to refund,
 * orders of several matches left to the ticket office), the confirmation, then the progress.
 */
export async function CancelView(props: { tenant: Tenant; cancellation: Cancellation }) {
  const { cancellation: c, tenant } = props;
  const t = await getTranslations('boSeats');
  const locale = await getLocale();
  const date = (iso: string) => formatStaffDate(iso, locale, tenant.timeZone);
  const event = c.event;
  return (
    <>
      <Link href={`/staff/season/${encodeURIComponent(event.id)}`} className={staff.back}>
        ← {t('back')}
      </Link>
      <h1 className={staff.heading}>{t('cancel.title', { match: event.name })}</h1>
      <section className={staff.panel} aria-labelledby="what-title">
        <h2 id="what-title" className={staff.sectionTitle}>
          {t('cancel.what')}
        </h2>
        <p style={{ margin: 0 }}>{t('cancel.whatBody')}</p>
        <Alert status="warning">{t('cancel.otherMatches')}</Alert>
        {!c.startedAt && (
          <dl className={staff.facts}>
            <div>
              <dt>{t('cancel.ordersToCancel')}</dt>
              <dd data-fact="ordersToCancel">{c.ordersToCancel}</dd>
            </div>
            <div>
              <dt>{t('cancel.tickets')}</dt>
              <dd data-fact="tickets">{c.ticketsToVoid}</dd>
            </div>
            <div>
              <dt>{t('cancel.amount')}</dt>
              <dd data-fact="amount">{formatMoney(c.amountToRefund, locale, tenant.currency)}</dd>
            </div>
            <div>
              <dt>{t('cancel.withOtherMatches')}</dt>
              <dd data-fact="withOtherMatches">{c.ordersWithOtherMatches}</dd>
            </div>
          </dl>
        )}
        <CancelPanel
          eventId={event.id}
          expected={event.opponentName ?? event.name}
          initial={progressOf(c)}
          startedLine={
            c.startedAt
              ? t('cancel.startedBy', { email: c.staffEmail ?? '—', date: date(c.startedAt) })
              : null
          }
          timeZone={tenant.timeZone}
        />
      </section>
    </>
  );
}
