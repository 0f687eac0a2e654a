import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loginUrl } from '@/features/account/login-url';
import { requireCustomer } from '@/features/account/require-customer';
import { PageContainer } from '@/features/layout/page-container';
import { bankDetailsOf } from '@/features/resale/bank-details-api';
import { ResaleView } from '@/features/resale/resale-view';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('resale');
  return { title: t('title'), robots: { index: false } };
}

/** `/resale`: the club's resale rules and the bank details form; customers only (docs/product.md#roles). */
export default async function ResalePage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const session = await requireCustomer(tenant.slug, '/resale');
  const bank = await bankDetailsOf(tenant.slug, session.id);
  // Deleted from another device since this session began: start over from login.
  if (!bank) redirect(loginUrl('/resale'));
  return (
    <PageContainer>
      <ResaleView customerId={session.id} iban={bank.iban} bic={bank.bic} />
    </PageContainer>
  );
}
