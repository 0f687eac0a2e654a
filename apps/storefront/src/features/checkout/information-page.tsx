import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@stadio/tenants';
import { CountriesProvider } from '@/features/account/countries-context';
import { countryOptions } from '@/features/account/country-names';
import { identityApi } from '@/features/account/identity-api';
import { loginUrl } from '@/features/account/login-url';
import { requireCustomer } from '@/features/account/require-customer';
import { isCatalogueId } from '@/features/catalogue/catalogue-id';
import { tenantFromParam } from '@/features/tenancy/current-tenant';
import { logger } from '@/lib/logger';
import type { CheckoutSubject } from './checkout-paths';
import { holderFormFields } from './holder-fields';
import type { CustomerPrefill } from './holder-prefill';
import { InformationStep } from './information-step';

/**
 * The server half of `/event/{id}/submit` and `/pack/{id}/submit`: logged-in fans only (others log
 * in and come back), the club's holder fields, and the customer's profile to prefill from.
 */
export async function InformationPage({ slug, subject }: { slug: string; subject: CheckoutSubject }) {
  const tenant = tenantFromParam(slug);
  if (!isCatalogueId(subject.id)) notFound();
  const returnPath = `/${subject.kind}/${subject.id}/submit`;
  const session = await requireCustomer(tenant.slug, returnPath);
  const found = await identityApi(tenant.slug).customer(session.id);
  // Deleted from another device since this session began: start over from login.
  if (found.ok && !found.data) redirect(loginUrl(returnPath));
  let customer: CustomerPrefill = {};
  if (found.ok && found.data) {
    const {
      firstName,
      lastName,
      email,
      phoneNumber,
      dateOfBirth,
      streetAddress,
      postalCode,
      cityName,
      country,
    } = found.data;
    customer = {
      firstName,
      lastName,
      email,
      phoneNumber,
      dateOfBirth,
      streetAddress,
      postalCode,
      cityName,
      country,
    };
  } else if (!found.ok) {
    // Prefilling is a convenience: the fan can still type every holder.
    logger.warn(
      { tenant: tenant.slug, error: found.failure.body.error },
      'customer unavailable for holder prefill',
    );
  }
  return (
    <CountriesProvider countries={countryOptions((await getLocale()) as Locale)}>
      <InformationStep
        subject={subject}
        fields={holderFormFields(tenant.requiredHolderFields)}
        requiredFields={tenant.requiredHolderFields}
        customer={customer}
        clubCountry={tenant.country}
      />
    </CountriesProvider>
  );
}
