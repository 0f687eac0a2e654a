import { actionTokens, customers, loginFailures, mailOutbox } from '@stadio/db';
import { and, eq, ne } from 'drizzle-orm';
import { requireLiveCustomer } from './find-customer';
import { identityError } from './identity-errors';
import type { IdentityScope } from './identity-scope';
import { hasTicketsOnResale } from './tickets-on-resale';

/** The address a deleted account keeps: unique, clearly not deliverable (RFC 2606 `.invalid`). */
export function anonymisedEmail(customerId: string): string {
  return `deleted-${customerId}@anonymised.invalid`;
}

/**
 * Deletes customer `id` of the scope's club (DELETE /api/customer/{id}): refused while tickets
 * are on resale; otherwise the row stays for the orders that refer to it but every personal
 * field is cleared, the password with it. Tokens, login failures and the e-mails to the old
 * address (with their personal payload) go too; unsent ones are never sent.
 */
export async function deleteCustomer(scope: IdentityScope, id: string): Promise<void> {
  const { db, tenant, now } = scope;
  const customer = await requireLiveCustomer(db, tenant.slug, id);
  const address = anonymisedEmail(id);
  await db.transaction(async (tx) => {
    // The customer's row lock: listing for resale takes it too, so no listing slips in between.
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, tenant.slug), eq(customers.id, id)))
      .for('no key update');
    if (await hasTicketsOnResale(tx, tenant.slug, id))
      throw identityError('TICKETS_ON_RESALE', 'The account cannot be deleted while tickets are on resale');
    await tx
      .update(customers)
      .set({
        email: address,
        passwordHash: null,
        firstName: null,
        lastName: null,
        gender: 'unknown',
        dateOfBirth: null,
        country: null,
        company: null,
        cityName: null,
        streetAddress: null,
        postalCode: null,
        phoneNumber: null,
        iban: null,
        bic: null,
        isEarlyBird: false,
        acceptsEventoriCrmCommunication: false,
        acceptsExternalPartnersCommunication: false,
        keycloakId: null,
        updatedAt: now,
        deletedAt: now,
      })
      .where(and(eq(customers.tenantId, tenant.slug), eq(customers.id, id)));
    await tx
      .delete(actionTokens)
      .where(and(eq(actionTokens.tenantId, tenant.slug), eq(actionTokens.customerId, id)));
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.tenantId, tenant.slug), eq(loginFailures.email, customer.email)));
    const toOldAddress = and(eq(mailOutbox.tenantId, tenant.slug), eq(mailOutbox.recipient, customer.email));
    await tx
      .update(mailOutbox)
      .set({ status: 'failed', leaseUntil: null, lastError: 'the account was deleted' })
      .where(and(toOldAddress, ne(mailOutbox.status, 'sent')));
    await tx.update(mailOutbox).set({ recipient: address, payload: {} }).where(toOldAddress);
  });
}
