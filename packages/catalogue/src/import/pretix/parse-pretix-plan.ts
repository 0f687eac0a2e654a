import { jsonErrorMessage } from '@stadio/tenants';
import type { z } from 'zod';
import { pretixPlanSchema, type PretixPlan } from './pretix-plan-schema';

/** One thing wrong with an imported plan: where, in the plan's own names, and what to change. */
export interface PlanProblem {
  /** 'zone "North 1" › row 3 › seat 12 (guid n1-3-12)'; empty for the whole file. */
  where: string;
  message: string;
  fix?: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const textOf = (value: unknown) =>
  typeof value === 'number'
    ? String(value)
    : typeof value === 'string' && value.trim()
      ? value.trim()
      : undefined;

/** How a person finds an element of the plan: by its name, number or guid, not its index. */
export const describeZone = (zone: unknown, index: number) => {
  const name = isObject(zone) ? (textOf(zone.name) ?? textOf(zone.zone_id)) : undefined;
  return name ? `zone "${name}"` : `zone ${index + 1} (no name)`;
};
export const describeRow = (row: unknown, index: number) => {
  const number = isObject(row) ? textOf(row.row_number) : undefined;
  return number ? `row ${number}` : `row ${index + 1} of the zone (no row_number)`;
};
export const describeSeat = (seat: unknown, index: number) => {
  const number = isObject(seat) ? textOf(seat.seat_number) : undefined;
  const guid = isObject(seat) ? textOf(seat.seat_guid) : undefined;
  const what = number ? `seat ${number}` : `seat ${index + 1} of the row`;
  return guid ? `${what} (guid ${guid})` : what;
};

/** The path of a zod issue in the plan's own words: 'zone "North 1" › row 3 › seat 12 (guid …)'. */
function describePath(raw: unknown, path: readonly PropertyKey[]): { where: string; field?: string } {
  const parts: string[] = [];
  let node: unknown = raw;
  let field: string | undefined;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = typeof key === 'number' && Array.isArray(node) ? node[key] : undefined;
    const parent = path[i - 1];
    if (typeof key === 'number' && parent === 'zones') parts.splice(-1, 1, describeZone(next, key));
    else if (typeof key === 'number' && parent === 'rows') parts.splice(-1, 1, describeRow(next, key));
    else if (typeof key === 'number' && parent === 'seats') parts.splice(-1, 1, describeSeat(next, key));
    else if (typeof key === 'number' && parent === 'areas') parts.splice(-1, 1, `area ${key + 1}`);
    else if (typeof key === 'number' && parent === 'categories') {
      const name = isObject(next) ? textOf(next.name) : undefined;
      parts.splice(-1, 1, name ? `category "${name}"` : `category ${key + 1}`);
    } else if (typeof key === 'number') parts.push(`item ${key + 1}`);
    else {
      parts.push(String(key));
      field = String(key);
    }
    node = typeof key === 'number' ? next : isObject(node) ? node[String(key)] : undefined;
  }
  // The last part names the field itself: say it in the message rather than in `where`.
  if (field !== undefined && parts[parts.length - 1] === field) parts.pop();
  else field = undefined;
  return { where: parts.join(' › '), ...(field !== undefined ? { field } : {}) };
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let node = raw;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') node = node[key];
    else if (isObject(node)) node = node[String(key)];
    else return undefined;
  }
  return node;
}

function issueProblem(raw: unknown, issue: z.core.$ZodIssue): PlanProblem {
  const { where, field } = describePath(raw, issue.path);
  const missing = issue.code === 'invalid_type' && valueAt(raw, issue.path) === undefined;
  const subject = field ? `"${field}"` : where ? 'it' : 'the plan';
  const message = missing ? `${subject} is missing; it ${issue.message}.` : `${subject} ${issue.message}.`;
  return { where, message: message.charAt(0).toUpperCase() + message.slice(1) };
}

/**
 * A pretix seating plan from its JSON text, or the problems that keep it from being read. Never
 * throws: a file that is not JSON, or not a plan, gives problems worded for the person who made it.
 */
export function parsePretixPlan(source: string): { plan?: PretixPlan; problems: PlanProblem[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(source.startsWith('\uFEFF') ? source.slice(1) : source);
  } catch (error) {
    return {
      problems: [
        {
          where: '',
          message: `The plan is not valid JSON: ${jsonErrorMessage(error as Error, source)}.`,
          fix: 'export the seating plan from pretix again, or correct the file in an editor that checks JSON.',
        },
      ],
    };
  }
  const parsed = pretixPlanSchema.safeParse(raw);
  if (!parsed.success) return { problems: parsed.error.issues.map((issue) => issueProblem(raw, issue)) };
  return { plan: parsed.data, problems: [] };
}

/** A problem as text: 'zone "North 1" › row 3: "seats" is missing; …'. */
export function formatPlanProblem(problem: PlanProblem): string {
  const head = problem.where ? `${problem.where}: ${problem.message}` : problem.message;
  return problem.fix ? `${head} Fix: ${problem.fix}` : head;
}
