import { EditInvalidError, EditNotFoundError } from '@stadio/catalogue/edit';
import { CatalogueInvalidError, CatalogueRefusedError, CatalogueStockChangedError } from '@stadio/db';
import type { SeasonErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** An error of a season operation (enum SeasonErrorCode of season.graphql). */
export function seasonError(code: SeasonErrorCode, message: string, details: Record<string, unknown> = {}) {
  return apiError(code, message, details);
}

export const matchNotFound = (eventId: string) =>
  seasonError('SEASON_MATCH_NOT_FOUND', 'No such match at this club', { eventId });

/**
 * The edit module's and the catalogue engine's refusals in the API's words (ADR 0047): bad input
 * and refusals keep their own sentences (a refusal is the catalogue's reason and way out, as
 * `catalogue:apply` prints them); anything else is rethrown as it is.
 */
export function seasonFailure(error: unknown): unknown {
  if (error instanceof EditNotFoundError)
    return error.kind === 'event'
      ? matchNotFound(error.id)
      : seasonError('SEASON_PACK_NOT_FOUND', 'No such pack at this club', { packId: error.id });
  if (error instanceof EditInvalidError)
    return seasonError('SEASON_BAD_INPUT', `Invalid input: ${error.message}`, { issues: error.issues });
  if (error instanceof CatalogueInvalidError)
    return seasonError('SEASON_BAD_INPUT', `Invalid input: ${error.problems.join('; ')}`, {
      issues: error.problems.map((message) => ({ path: '', message })),
    });
  if (error instanceof CatalogueRefusedError)
    return seasonError(
      'SEASON_EDIT_REFUSED',
      error.refusals.map((r) => `${r.reason} ${r.wayOut}`).join(' '),
      {
        refusals: error.refusals.map((r) => ({
          code: r.code,
          subject: r.subject,
          reason: r.reason,
          wayOut: r.wayOut,
        })),
      },
    );
  // Fans bought in the instant of the edit: nothing was written, and the same click works again.
  if (error instanceof CatalogueStockChangedError)
    return seasonError('SEASON_EDIT_REFUSED', error.message, {
      refusals: [{ code: 'STOCK_CHANGED', subject: 'stock', reason: error.message, wayOut: '' }],
    });
  return error;
}
