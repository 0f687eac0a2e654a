import {
  createMatch,
  createMatchInputSchema,
  editCatalogue,
  editMatchDetails,
  editMatchPrices,
  editPack,
  editSaleWindows,
  matchDetailsInputSchema,
  matchPricesInputSchema,
  packInputSchema,
  parseEdit,
  saleStatusInputSchema,
  saleWindowsInputSchema,
  setSaleStatus,
  type EditClub,
  type EditResult,
} from '@stadio/catalogue/edit';
import type { CatalogueRows, StaffAccountRow } from '@stadio/db';
import type { Logger } from '@stadio/logger';
import { writeAudit } from '../staff/staff-audit';
import type { SeasonScope } from './season-reads';
import { seasonFailure } from './season-errors';

/** A season edit as a resolver runs it: who, at which club, with what clock. */
export interface EditScope extends SeasonScope {
  staff: StaffAccountRow;
  logger?: Logger;
}

const clubOf = (scope: SeasonScope): EditClub => ({
  slug: scope.tenant.slug,
  timeZone: scope.tenant.timeZone,
  locales: scope.tenant.locales,
  clientShortName: scope.tenant.clientShortName,
});

/**
 * Runs one edit through the catalogue engine (ADR 0047) with its audit row (`action`, the
 * edit's before and after) in the same transaction; a refusal or bad input writes nothing and
 * becomes the API's SEASON_… error.
 */
async function run<R extends EditResult>(
  scope: EditScope,
  action: string,
  targetType: 'event' | 'pack',
  change: (rows: CatalogueRows) => R,
): Promise<R> {
  try {
    const applied = await editCatalogue(scope.db, scope.tenant.slug, change, {
      timeZone: scope.tenant.timeZone,
      now: scope.now,
      record: (tx, result) =>
        writeAudit(tx, {
          tenantId: scope.tenant.slug,
          staff: { id: scope.staff.id, email: scope.staff.email },
          action,
          targetType,
          targetId: result.targetId,
          before: result.before,
          after: result.after,
          now: scope.now,
        }),
    });
    scope.logger?.info(
      { action, target: applied.result.targetId, ms: applied.elapsedMs },
      'season edit applied',
    );
    return applied.result;
  } catch (error) {
    throw seasonFailure(error);
  }
}

/** The edits of the season back office, each a function of the edit module applied by {@link run}. */
export const seasonEdits = {
  createMatch: (scope: EditScope, input: unknown) => {
    const parsed = safe(() => parseEdit(createMatchInputSchema, input));
    return run(scope, 'season.match_create', 'event', (rows) =>
      createMatch(rows, parsed, clubOf(scope), scope.now),
    );
  },
  details: (scope: EditScope, input: unknown) => {
    const parsed = safe(() => parseEdit(matchDetailsInputSchema, input));
    return run(scope, 'season.match_details', 'event', (rows) =>
      editMatchDetails(rows, parsed, clubOf(scope)),
    );
  },
  saleWindows: (scope: EditScope, input: unknown) => {
    const parsed = safe(() => parseEdit(saleWindowsInputSchema, input));
    return run(scope, 'season.sale_windows', 'event', (rows) => editSaleWindows(rows, parsed, clubOf(scope)));
  },
  saleStatus: (scope: EditScope, input: unknown) => {
    const parsed = safe(() => parseEdit(saleStatusInputSchema, input));
    return run(
      scope,
      parsed.status === 'opened' ? 'season.sale_open' : 'season.sale_close',
      'event',
      (rows) => setSaleStatus(rows, parsed),
    );
  },
  prices: (scope: EditScope, input: unknown) => {
    const parsed = safe(() => parseEdit(matchPricesInputSchema, input));
    return run(scope, 'season.match_prices', 'event', (rows) => editMatchPrices(rows, parsed));
  },
  pack: (scope: EditScope, input: unknown) => {
    const parsed = safe(() => parseEdit(packInputSchema, input));
    return run(scope, 'season.pack_update', 'pack', (rows) => editPack(rows, parsed));
  },
};

function safe<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw seasonFailure(error);
  }
}
