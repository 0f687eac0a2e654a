import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { counterApi } from '@/features/back-office-counter/counter-api';
import { CounterSaleForm } from '@/features/back-office-counter/counter-sale-form';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { formatStaffDate } from '@/features/staff/staff-format';
import { StaffShell } from '@/features/staff/staff-shell';
import styles from '@/features/staff/staff.module.css';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; eventId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boCounter');
  const s = await getTranslations('staff');
  return {
    title: `${t('sale.pageTitle')} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/counter/{eventId}`: selling seats of one match to a fan at the counter; another club's match is 404. */
export default async function CounterSalePage({ params }: Props) {
  const { tenant: slug, eventId } = await params;
  const tenant = tenantFromParam(slug);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boCounter');
  const locale = await getLocale();
  if (!member.permissions.includes('COUNTER_SALE'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const found = await counterApi(tenant.slug).event(session, decodeURIComponent(eventId).slice(0, 100));
  if (!found.ok) {
    const { code } = found.failure.body;
    if (code === 'COUNTER_EVENT_NOT_FOUND' || code === 'BAD_USER_INPUT') notFound();
    throw new Error(`counter event failed: ${code}`);
  }
  const { event, blocks, products, prices } = found.data;
  const seated = blocks.filter((block) => !block.isOpenSeating);
  return (
    <StaffShell tenant={tenant} member={member}>
      <div className={styles.shell} data-testid="counter-sale">
        <Link href="/staff/counter" className={styles.back}>
          ← {t('sale.back')}
        </Link>
        <section className={styles.panel} aria-labelledby="counter-match-title">
          <h1 id="counter-match-title" className={styles.heading}>
            {event.name}
          </h1>
          <p className={styles.hint}>
            {formatStaffDate(event.startDatetime, locale, tenant.timeZone)} ·{' '}
            {event.saleChannelId === 'box_office' ? t('list.boxOffice') : t('list.webWindow')}
          </p>
          {!event.onSale && <Alert status="warning">{t('errors.notOnSale')}</Alert>}
        </section>
        {event.onSale &&
          (seated.length === 0 ? (
            <Alert status="info">{t('sale.noBlocks')}</Alert>
          ) : (
            <CounterSaleForm
              eventId={event.id}
              blocks={seated.map((b) => ({ id: b.id, name: b.name, standName: b.standName }))}
              products={products.map((p) => ({ id: p.id, name: p.name }))}
              prices={prices.map((p) => ({ ...p }))}
            />
          ))}
      </div>
    </StaffShell>
  );
}
