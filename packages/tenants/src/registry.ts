import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contrastProblems } from './check/contrast-problems';
import { invoicingProblems } from './check/invoicing-problems';
import type { CheckProblem } from './check/problem';
import { friendlyIssueMessage } from './issue-message';
import { forgetGone, recallGood, rememberGood } from './last-good-store';
import { tenantSchema, type Tenant } from './schema';

export interface TenantFileProblem {
  file: string;
  field: string;
  problem: string;
}

/** A club file the shop does not serve as it is on disk, and what it serves instead. */
export interface RefusedTenantFile {
  file: string;
  /** Why, in `tenants:check`'s words. */
  problems: TenantFileProblem[];
  /** The club's last version that passed, still served; absent when there was none. */
  kept?: Tenant;
  /** The host names the refused file lists (when it could be read), where staff look for the reason. */
  domains: string[];
}

export interface TenantRegistry {
  dir: string;
  tenants: Tenant[];
  bySlug: Map<string, Tenant>;
  byHost: Map<string, Tenant>;
  /** Files that failed validation; they are left out of the registry instead of taking the shop down. */
  problems: TenantFileProblem[];
  /** Files refused, each with the version kept in its place if there was one (ADR 0018). */
  refused: RefusedTenantFile[];
}

/** Finds the tenants folder: TENANTS_DIR, else the nearest `tenants/` walking up from the working directory. */
export function resolveTenantsDir(from = process.cwd()): string {
  // The tenants folder is runtime data, not source: keep bundlers from tracing it into the build.
  if (process.env.TENANTS_DIR) return path.resolve(/*turbopackIgnore: true*/ process.env.TENANTS_DIR);
  let dir = path.resolve(/*turbopackIgnore: true*/ from);
  for (;;) {
    const candidate = path.join(dir, 'tenants');
    if (existsSync(path.join(dir, 'turbo.json')) && existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from, 'tenants');
    dir = parent;
  }
}

/** Dotted path of a zod issue, e.g. "branding.colors.primary". */
export function fieldPath(issuePath: readonly PropertyKey[]): string {
  return issuePath.length ? issuePath.map(String).join('.') : '(whole file)';
}

/** People fix JSON in an editor that shows lines, not the character offsets JSON.parse reports. */
export function jsonErrorMessage(error: Error, source: string): string {
  const match = /^(.*?) in JSON at position (\d+)/.exec(error.message);
  if (!match) return error.message;
  const before = source.slice(0, Number(match[2]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${match[1]} (line ${line}, column ${column})`;
}

/** Parses one tenant file; never throws, reports problems instead. */
export function parseTenantFile(file: string): { tenant?: Tenant; problems: TenantFileProblem[] } {
  const name = path.basename(file);
  let raw: unknown;
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    return {
      problems: [
        { file: name, field: '(whole file)', problem: `cannot be read: ${(error as Error).message}` },
      ],
    };
  }
  try {
    raw = JSON.parse(source);
  } catch (error) {
    return {
      problems: [
        {
          file: name,
          field: '(whole file)',
          problem: `is not valid JSON: ${jsonErrorMessage(error as Error, source)}`,
        },
      ],
    };
  }
  const parsed = tenantSchema.safeParse(raw, { error: friendlyIssueMessage });
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => ({
        file: name,
        field: fieldPath(issue.path),
        problem: issue.message,
      })),
    };
  }
  const expected = name.replace(/\.json$/, '');
  if (parsed.data.slug !== expected) {
    return {
      problems: [
        {
          file: name,
          field: 'slug',
          problem: `is "${parsed.data.slug}" but the file is named ${name}; use "${expected}"`,
        },
      ],
    };
  }
  return { tenant: parsed.data, problems: [] };
}

/** Tenant file names in the folder, sorted; names starting with "_" are drafts and are skipped. */
export function listTenantFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
    .sort();
}

const fromCheckProblem = (problem: CheckProblem): TenantFileProblem => ({
  file: problem.file,
  field: problem.field || '(whole file)',
  problem: problem.fix ? `${problem.message} Fix: ${problem.fix}` : problem.message,
});

/**
 * Loads every `*.json` in the tenants folder and indexes them by slug and host name. A file the
 * shop must not serve (it does not parse, its text is unreadable on its colours, or it claims a
 * domain, an invoice number prefix or a seller registration another club has) is refused; with
 * `previous` (the registry before this change), the club keeps its last good version meanwhile.
 * Clubs already served win a clash against a newcomer (ADR 0018). With `remember` (the running
 * shop's registry), good versions are also kept on disk for every process reading the folder.
 */
export function loadTenantRegistry(
  dir = resolveTenantsDir(),
  previous?: TenantRegistry,
  { remember = false }: { remember?: boolean } = {},
): TenantRegistry {
  const files = listTenantFiles(dir);
  if (remember) forgetGone(dir, new Set(files.map((file) => file.replace(/\.json$/, ''))));
  const problems: TenantFileProblem[] = [];
  const refused: RefusedTenantFile[] = [];
  const candidates: { file: string; tenant: Tenant }[] = [];
  const lastGood = (file: string) => {
    const slug = file.replace(/\.json$/, '');
    return previous?.bySlug.get(slug) ?? (remember ? recallGood(dir, slug) : undefined);
  };
  const refuse = (file: string, why: TenantFileProblem[], domains: string[]) => {
    problems.push(...why);
    const kept = lastGood(file);
    refused.push({ file, problems: why, domains, ...(kept ? { kept } : {}) });
    if (kept) candidates.push({ file, tenant: kept });
  };
  for (const file of files) {
    const result = parseTenantFile(path.join(/*turbopackIgnore: true*/ dir, file));
    const tenant = result.tenant;
    if (!tenant) {
      refuse(file, result.problems, []);
      continue;
    }
    const unreadable = contrastProblems(tenant, file).map(fromCheckProblem);
    if (unreadable.length > 0) refuse(file, unreadable, tenant.domains);
    else candidates.push({ file, tenant });
  }
  // Clubs served before this change first, so a newcomer cannot take over their domain or prefix.
  const served = (slug: string) => previous?.bySlug.has(slug) ?? false;
  candidates.sort((a, b) => Number(served(b.tenant.slug)) - Number(served(a.tenant.slug)));

  const tenants: Tenant[] = [];
  const byHost = new Map<string, Tenant>();
  const bySlug = new Map<string, Tenant>();
  for (const { file, tenant } of candidates) {
    const clash = tenant.domains.find((d) => byHost.has(d));
    const sharedInvoicing = invoicingProblems([
      ...tenants.map((other) => ({ file: `${other.slug}.json`, tenant: other })),
      { file, tenant },
    ]).filter((problem) => problem.file === file);
    if (clash || sharedInvoicing.length > 0) {
      const why = [
        ...(clash
          ? [
              {
                file,
                field: 'domains',
                problem: `"${clash}" is already used by ${byHost.get(clash)?.slug}.json; each domain belongs to one club`,
              },
            ]
          : []),
        ...sharedInvoicing.map(fromCheckProblem),
      ];
      problems.push(...why);
      refused.push({ file, problems: why, domains: tenant.domains });
      continue;
    }
    tenants.push(tenant);
    bySlug.set(tenant.slug, tenant);
    if (remember && !refused.some((refusal) => refusal.file === file)) rememberGood(dir, tenant);
    for (const domain of tenant.domains) byHost.set(domain, tenant);
  }
  tenants.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return { dir, tenants, bySlug, byHost, problems, refused };
}

/** A Host header read: the bare lower-case name ("[::1]" for IPv6) and the port, if one was given. */
export interface ParsedHost {
  name: string;
  port: number | undefined;
  /** `name` and the port as a Host header or an origin writes them ("riviera.localhost:3000"). */
  host: string;
}

/** A DNS name or IPv4 address (letters, digits, hyphens, underscores, dots), a final dot allowed. */
const HOST_NAME = /^[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?\.?$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

/**
 * The one reading of a Host header (docs/security.md#host-header): a host name or bracketed IPv6
 * address, then optionally ":" and a port from 1 to 65535; null for anything else
 * ("harbour.localhost:99999", "a b", "x:", "evil/x"). Origins are built from its `host`, so a
 * forged Host can never make `new URL()` throw (a 500) or point a link elsewhere.
 */
export function parseHost(header: string | null | undefined): ParsedHost | null {
  const trimmed = header?.trim().toLowerCase() ?? '';
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(trimmed);
  if (!match) return null;
  const [, rawName = '', portText] = match;
  if (!(IPV6.test(rawName) || HOST_NAME.test(rawName))) return null;
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && (port < 1 || port > 65_535)) return null;
  const name = rawName.replace(/\.$/, '');
  if (!name) return null;
  return { name, port, host: port === undefined ? name : `${name}:${port}` };
}

/**
 * Host header value to bare lower-case host name ("Riviera.localhost:3000" gives "riviera.localhost");
 * "" when there is none or it is not a host ({@link parseHost}), which no club serves.
 */
export function normalizeHost(host: string | null | undefined): string {
  return parseHost(host)?.name ?? '';
}

/** A fingerprint of the folder (names, sizes and change times) that changes when a tenant is added or edited. */
function folderFingerprint(dir: string): string {
  if (!existsSync(dir)) return 'missing';
  return listTenantFiles(dir)
    .map((f) => {
      const s = statSync(path.join(/*turbopackIgnore: true*/ dir, f));
      return `${f}:${s.size}:${s.mtimeMs}`;
    })
    .join('|');
}

interface CachedRegistry {
  registry: TenantRegistry;
  fingerprint: string;
  checkedAt: number;
}

/**
 * The loaded registry, one per process however many copies of this module the process runs: Next
 * bundles it apart into the request proxy and the pages, and copies reloading on their own clocks
 * disagreed for up to `ttlMs` after a club file changed (the proxy closing a refused club while
 * the page it rewrote to did not know the refusal yet).
 */
const shared = globalThis as { [key: symbol]: CachedRegistry | undefined };
const CACHE = Symbol.for('stadio.tenant-registry');

/**
 * Says in the server's log, once per change of the folder, which club files are refused and why,
 * and whether the club is still served from its last good version.
 */
function reportRefusals(registry: TenantRegistry, previous: TenantRegistry | undefined) {
  const before = new Map(previous?.refused.map((r) => [r.file, JSON.stringify(r.problems)]));
  for (const refusal of registry.refused) {
    if (before.get(refusal.file) === JSON.stringify(refusal.problems)) continue;
    const outcome = refusal.kept
      ? 'the shop keeps serving its last good version'
      : 'this club is not served until the file is fixed';
    const reasons = refusal.problems.map((p) => `${p.field}: ${p.problem}`).join(' | ');
    console.error(
      `Tenant file ${path.join(registry.dir, refusal.file)} refused (${outcome}): ${reasons}. Run npm run tenants:check for details.`,
    );
  }
}

/**
 * The registry, reloaded when the tenant files change (a readdir and a few stats, at most every
 * `ttlMs`), so a new club appears without restarting the storefront, in development and production.
 */
export function getTenantRegistry(ttlMs = Number(process.env.TENANTS_RELOAD_MS ?? 2_000)): TenantRegistry {
  const now = Date.now();
  const dir = resolveTenantsDir();
  // The folder is compared before the TTL so that pointing TENANTS_DIR elsewhere takes effect at once.
  const cached = shared[CACHE];
  if (cached && cached.registry.dir === dir && now - cached.checkedAt < ttlMs) return cached.registry;
  const fingerprint = folderFingerprint(dir);
  if (!cached || cached.fingerprint !== fingerprint || cached.registry.dir !== dir) {
    const previous = cached?.registry.dir === dir ? cached.registry : undefined;
    const registry = loadTenantRegistry(dir, previous, { remember: true });
    reportRefusals(registry, previous);
    shared[CACHE] = { registry, fingerprint, checkedAt: now };
    return registry;
  }
  cached.checkedAt = now;
  return cached.registry;
}

/** The tenant serving a Host header, if any. */
export function tenantForHost(
  host: string | null | undefined,
  registry = getTenantRegistry(),
): Tenant | undefined {
  return registry.byHost.get(normalizeHost(host));
}
