import { hashPassword, OWASP_SCRYPT_COST } from '@stadio/customers/password-hash';
import type { Tenant, TenantRegistry } from '@stadio/tenants';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import { customers } from '../schema';

/**
 * The demo fan every club has, to try the shop logged in without signing up: the same address at
 * every club, which shows that each club has its own accounts. Early-bird, so early-bird-only
 * sales can be tried too. Printed by `npm start` and written in the README.
 */
export const DEMO_CUSTOMER = { email: 'fan@stadio.example', password: 'Stadio-Demo-2026' } as const;

const people: Record<
  string,
  { firstName: string; lastName: string; city: string; postalCode: string; phone: string }
> = {
  FR: { firstName: 'Camille', lastName: 'Durand', city: 'Nice', postalCode: '06000', phone: '+33612345678' },
  NL: {
    firstName: 'Sanne',
    lastName: 'De Vries',
    city: 'Amsterdam',
    postalCode: '1012 AB',
    phone: '+31612345678',
  },
  RU: {
    firstName: 'Anna',
    lastName: 'Ivanova',
    city: 'Saint Petersburg',
    postalCode: '190000',
    phone: '+79123456789',
  },
};

function demoRow(tenant: Tenant, passwordHash: string): typeof customers.$inferInsert {
  const person = people[tenant.country] ?? people.FR!;
  return {
    tenantId: tenant.slug,
    email: DEMO_CUSTOMER.email,
    passwordHash,
    firstName: person.firstName,
    lastName: person.lastName,
    gender: 'unknown',
    dateOfBirth: '1990-05-17',
    country: tenant.country,
    cityName: person.city,
    streetAddress: '1 Rue du Stade',
    postalCode: person.postalCode,
    phoneNumber: person.phone,
    isEarlyBird: true,
    preferredLocale: tenant.locales[0] ?? 'en',
    emailVerifiedAt: new Date(),
  };
}

/**
 * Creates the demo customer at each club that has no live account with its address yet. An
 * existing one is left as it is (the fan may have changed the profile or the password), and the
 * password is hashed only when a row is really written, as hashing is deliberately slow.
 */
export async function seedDemoCustomers(db: DbExecutor, registry: TenantRegistry): Promise<number> {
  let created = 0;
  for (const tenant of registry.tenants) {
    const existing = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, tenant.slug),
          eq(customers.email, DEMO_CUSTOMER.email),
          isNull(customers.deletedAt),
        ),
      )
      .limit(1);
    if (existing.length > 0) continue;
    const passwordHash = await hashPassword(DEMO_CUSTOMER.password, OWASP_SCRYPT_COST);
    await db.insert(customers).values(demoRow(tenant, passwordHash));
    created += 1;
  }
  return created;
}
