import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getLocale, getTranslations } from 'next-intl/server';
import { getTenantRegistry, type Locale } from '@stadio/tenants';
import { tenantFromParam } from '@/features/tenancy/current-tenant';
import { RefusalDetails } from '@/features/tenancy/refusal-details';
import { refusalForTenant } from '@/features/tenancy/tenant-refusal';
import styles from '@/features/tenancy/refusal-details.module.css';
import { toPreviewTenant } from '@/features/theme-preview/preview-tenant';
import { hasStaffCookie, previewMode, STAFF_COOKIE } from '@/features/theme-preview/staff-access';
import { StaffLogin } from '@/features/theme-preview/staff-login';
import { ThemePreview } from '@/features/theme-preview/theme-preview';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('themePreview');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Designers' theme preview of the club on this host. Open in development and on test stacks; in
 * production it asks for STAFF_PREVIEW_SECRET, and does not exist when no secret is configured.
 */
export default async function ThemePreviewPage({ params, searchParams }: Props) {
  await connection();
  const mode = previewMode(process.env);
  if (mode === 'off') notFound();
  const tenant = tenantFromParam((await params).tenant);
  if (mode === 'staff') {
    const cookie = (await cookies()).get(STAFF_COOKIE)?.value;
    if (!hasStaffCookie(cookie, process.env.STAFF_PREVIEW_SECRET ?? '')) {
      return <StaffLogin denied={(await searchParams).denied === '1'} />;
    }
  }
  const locale = (await getLocale()) as Locale;
  const others = getTenantRegistry()
    .tenants.filter((t) => t.slug !== tenant.slug)
    .map((t) => toPreviewTenant(t, locale));
  // The club's new file was refused and it is served from its last good version (ADR 0018).
  const refusal = refusalForTenant(tenant.slug);
  return (
    <>
      {refusal && (
        <div className={styles.refusal}>
          <RefusalDetails refusal={refusal} />
        </div>
      )}
      <ThemePreview club={toPreviewTenant(tenant, locale)} others={others} />
    </>
  );
}
