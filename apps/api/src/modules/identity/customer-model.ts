import type { CustomerRow } from '@stadio/db';
import type { Customer, Gender } from '@stadio/graphql/resolvers-types';

/** A customer row as the GraphQL Customer type shows it (no password hash, no deletion marks). */
export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender.toUpperCase() as Gender,
    dateOfBirth: row.dateOfBirth,
    country: row.country,
    company: row.company,
    cityName: row.cityName,
    streetAddress: row.streetAddress,
    postalCode: row.postalCode,
    phoneNumber: row.phoneNumber,
    iban: row.iban,
    bic: row.bic,
    isEarlyBird: row.isEarlyBird,
    acceptsEventoriCrmCommunication: row.acceptsEventoriCrmCommunication,
    acceptsExternalPartnersCommunication: row.acceptsExternalPartnersCommunication,
    keycloakId: row.keycloakId,
    preferredLocale: row.preferredLocale,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    sessionEpoch: row.sessionEpoch,
  };
}
