import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseTenantFile, type Tenant } from '@stadio/tenants';

/** What a catalogue command prints; tests pass their own. */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** The club a catalogue command names, read from its tenant file, or a plain refusal. */
export function clubOf(slug: string | undefined, tenantsDir: string, usage: string): Tenant {
  if (!slug || slug.startsWith('-')) throw new CommandError(usage, 2);
  const file = path.join(tenantsDir, `${slug}.json`);
  if (!existsSync(file)) throw new CommandError(`There is no club "${slug}": ${file} does not exist.`);
  const { tenant, problems } = parseTenantFile(file);
  if (!tenant)
    throw new CommandError(
      `${slug}.json is not valid yet, so its catalogue cannot be worked on:\n${problems
        .map((p) => `  - ${p.field}: ${p.problem}`)
        .join('\n')}\nRun npm run tenants:check for the details.`,
    );
  return tenant;
}
