/**
 * Input as the shared schemas of @stadio/customers expect it: GraphQL's enum values (FEMALE) become
 * the lower-case values of docs/product.md#account (female). Everything else passes unchanged.
 */
export function fromGraphQLInput<T extends { gender?: string | null }>(input: T): T {
  return input.gender ? { ...input, gender: input.gender.toLowerCase() } : input;
}
