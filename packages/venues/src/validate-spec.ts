import { MAX_ROWS } from './row-names';
import { CATEGORY_ROLES, type CategoryRole, type StadiumSpec } from './stadium-spec';

/** Throws with a readable message when a spec cannot make a venue; returns the category key of each role. */
export function validateSpec(spec: StadiumSpec): Map<CategoryRole, string> {
  const problems: string[] = [];
  if (!Number.isInteger(spec.seats) || spec.seats <= 0)
    problems.push('seats must be a positive whole number');
  if (spec.tiers.length === 0) problems.push('at least one tier is needed');
  const levels = new Set<number>();
  for (const tier of spec.tiers) {
    if (levels.has(tier.level)) problems.push(`tier level ${tier.level} is used twice`);
    levels.add(tier.level);
    if (tier.rows < 1 || tier.rows > MAX_ROWS)
      problems.push(`tier ${tier.level} must have 1 to ${MAX_ROWS} rows`);
    if (!(tier.inner >= 0 && tier.inner < tier.outer && tier.outer <= 1)) {
      problems.push(`tier ${tier.level} needs 0 <= inner < outer <= 1`);
    }
  }
  const letters = Object.values(spec.stands).map((s) => s.letter);
  if (new Set(letters).size !== letters.length) problems.push('stand letters must differ');
  const keys = spec.categories.map((c) => c.key);
  if (new Set(keys).size !== keys.length) problems.push('category keys must differ');
  const roles = new Map<CategoryRole, string>();
  for (const category of spec.categories) {
    if (!/^#[0-9a-fA-F]{6}$/.test(category.colour))
      problems.push(`category ${category.key}: colour must be #rrggbb`);
    if (category.role && !roles.has(category.role)) roles.set(category.role, category.key);
  }
  const needed = CATEGORY_ROLES.filter(
    (role) => (role !== 'standing' || spec.standing.length > 0) && (role !== 'away' || spec.away.length > 0),
  );
  for (const role of needed) if (!roles.has(role)) problems.push(`no category has the role "${role}"`);
  if (problems.length > 0) throw new Error(`venue ${spec.id}: ${problems.join('; ')}`);
  return roles;
}
