import {
  ANCILLARY_TYPES as API_ANCILLARY_TYPES,
  type AncillaryType as ApiAncillaryType,
} from '@stadio/graphql/enums';

/**
 * An extra purchase (docs/product.md#options) as the cart and the BFF's routes write it: the API's
 * AncillaryType (schema.graphql, generated) in lower case.
 */
export type AncillaryType = Lowercase<ApiAncillaryType>;

/** Every extra purchase type, for the routes' zod enums. */
export const ANCILLARY_TYPES = API_ANCILLARY_TYPES.map((type) => type.toLowerCase() as AncillaryType);
