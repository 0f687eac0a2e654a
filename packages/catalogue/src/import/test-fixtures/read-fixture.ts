import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePretixPlan } from '../pretix/parse-pretix-plan';
import type { PretixPlan } from '../pretix/pretix-plan-schema';

/** A file of this folder, found from here so tests do not depend on the working directory. */
export const fixturePath = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export const fixtureText = (name: string) => readFileSync(fixturePath(name), 'utf8');

/**
 * The hand-written pretix plans: `pretix-plan.json` (six zones: North 1 outlined by a rectangle
 * and spanning two categories, North 2 with a seat of no category, South 1 with a row cut by an
 * aisle, East with rows running down the plan, West 1 with rows at 60° inside a polygon, and the pitch
 * with no seats), `pretix-plan-edited.json` (North 2 row 4 seat 20 removed, South 1 row A seat 3
 * moved 12 px right, North 2 row 1 seat 11 now Category 1), `pretix-plan-invalid.json`.
 */
export function fixturePlan(name: 'pretix-plan.json' | 'pretix-plan-edited.json'): PretixPlan {
  const { plan } = parsePretixPlan(fixtureText(name));
  if (!plan) throw new Error(`${name} does not parse`);
  return plan;
}
