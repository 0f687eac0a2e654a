import type { CatalogueRefusal } from './catalogue-plan';

/**
 * An apply that would break what is sold: nothing was written. `refusals` says what, why, and what
 * the ticketing manager can do instead.
 */
export class CatalogueRefusedError extends Error {
  readonly code = 'CATALOGUE_REFUSED' as const;
  constructor(readonly refusals: CatalogueRefusal[]) {
    super(
      `The catalogue was not applied: ${refusals.length} change${refusals.length === 1 ? '' : 's'} would break what is sold.\n` +
        refusals.map((r) => `- ${r.reason} ${r.wayOut}`).join('\n'),
    );
    this.name = 'CatalogueRefusedError';
  }
}

/**
 * Catalogue rows that cannot be stored as given (a missing column, a key twice, a seat naming a
 * block that is not in the catalogue): nothing was read or written beyond the check. The catalogue
 * compiler should never produce them; this guards the database from a caller that does.
 */
export class CatalogueInvalidError extends Error {
  readonly code = 'CATALOGUE_INVALID' as const;
  constructor(readonly problems: string[]) {
    super(`The catalogue rows are not valid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'CatalogueInvalidError';
  }
}

export const isCatalogueRefused = (error: unknown): error is CatalogueRefusedError =>
  error instanceof CatalogueRefusedError;
