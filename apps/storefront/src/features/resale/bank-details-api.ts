import 'server-only';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';

const BankDetailsQuery = graphql(`
  query ResaleBankDetails($id: ID!) {
    customer(id: $id) {
      id
      iban
      bic
    }
  }
`);

/** The customer's bank details for the resale page; null when the account is gone. */
export async function bankDetailsOf(
  tenantSlug: string,
  customerId: string,
): Promise<{ iban: string | null; bic: string | null } | null> {
  const result = await apiClient(tenantSlug).query(BankDetailsQuery, { id: customerId }).toPromise();
  if (result.error) throw new Error(`bank details unavailable: ${result.error.message}`);
  const customer = result.data?.customer;
  return customer ? { iban: customer.iban ?? null, bic: customer.bic ?? null } : null;
}
