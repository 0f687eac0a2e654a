import { graphql } from '@/gql';

/** What a card or header shows of a team. */
export const TeamFieldsFragment = graphql(`
  fragment TeamFields on Team {
    displayName
    logoUrl
  }
`);
