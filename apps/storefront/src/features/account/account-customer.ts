import type { Gender } from '@stadio/customers';
import type { AccountCustomerFieldsFragment, Gender as GraphQLGender } from '@/gql/graphql';

/** The customer as the account pages use it: plain data, genders in lower case (female…). */
export type AccountCustomer = Omit<AccountCustomerFieldsFragment, 'gender'> & { gender: Gender };

/** The API's customer as the account pages use it. */
export function toAccountCustomer(customer: AccountCustomerFieldsFragment): AccountCustomer {
  // urql adds __typename to every selection; the pages and their JSON have no use for it.
  const { __typename: _typename, ...fields } = customer as typeof customer & { __typename?: string };
  return { ...fields, gender: customer.gender.toLowerCase() as Gender };
}

/** A gender of the shared form rules as the GraphQL enum spells it; null and absent pass through. */
export function toGraphQLGender(gender: Gender | null | undefined): GraphQLGender | null | undefined {
  return gender ? (gender.toUpperCase() as GraphQLGender) : gender;
}
