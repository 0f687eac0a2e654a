/**
 * SQL: the catalogue revision of club $1 (0 before its catalogue first changed). Read in the same
 * statement as what depends on it, so both are of one snapshot (ADR 0012, ADR 0013).
 */
export const CLUB_REVISION = `coalesce((select revision from catalogue_revisions where tenant_id = $1), 0)`;
