/**
 * Input as the shared schemas of @stadio/customers expect it: GraphQL's enum values (FEMALE) become
 * the spec's lower-case values (female). Everything else passes unchanged.
 */
export function fromGraphQLInput<T extends { gender?: string | null }>(input: T): T {
  return input.gender ? { ...input, gender: input.gender.toLowerCase() } : input;
}
