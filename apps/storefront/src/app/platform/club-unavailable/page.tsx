import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from '@/features/errors/error-message';
import { RefusalDetails, StaffSignIn } from '@/features/tenancy/refusal-details';
import { refusalForHost } from '@/features/tenancy/tenant-refusal';
import { hasStaffCookie, previewMode, STAFF_COOKIE } from '@/features/theme-preview/staff-access';
import { REQUEST_HEADERS } from '@/lib/request-headers';

/**
 * A club whose file the shop refused, with no good version to serve (ADR 0018): fans read that the
 * shop is closed for a moment; staff (development, or signed in with STAFF_PREVIEW_SECRET as for
 * the theme preview) read why and what to do.
 */
export default async function ClubUnavailable() {
  const t = await getTranslations('clubUnavailable');
  const refusal = refusalForHost((await headers()).get(REQUEST_HEADERS.host));
  const mode = previewMode(process.env);
  const staff =
    mode === 'open' ||
    (mode === 'staff' &&
      hasStaffCookie((await cookies()).get(STAFF_COOKIE)?.value, process.env.STAFF_PREVIEW_SECRET ?? ''));
  return (
    <>
      <title>{t('title')}</title>
      <ErrorMessage testId="club-unavailable" code={t('code')} title={t('title')} body={t('body')}>
        {refusal && staff && <RefusalDetails refusal={refusal} />}
        {refusal && !staff && mode === 'staff' && <StaffSignIn />}
      </ErrorMessage>
    </>
  );
}
