import { existsSync } from 'node:fs';
import path from 'node:path';
import { listTenantFiles, parseTenantFile, resolveTenantsDir } from '../registry';
import type { Tenant } from '../schema';
import { assetProblems } from './asset-problems';
import { contrastProblems } from './contrast-problems';
import { domainProblems } from './domain-problems';
import { invoicingProblems } from './invoicing-problems';
import { paymentSecretProblems } from './payment-secret-problems';
import type { CheckProblem } from './problem';
import { fromFileProblem } from './schema-problems';
import { translationProblems } from './translation-problems';

/** A check of one valid club beyond its tenant file (its catalogue files, ADR 0042). */
export type ClubCheck = (tenant: Tenant, file: string, dir: string) => CheckProblem[];

export interface TenantCheckReport {
  dir: string;
  /** Tenant file names that were checked. */
  files: string[];
  problems: CheckProblem[];
}

/**
 * Everything that would make a club's shop break or look wrong, found before it goes live.
 * Files are read with the registry's own parser so the check and the storefront cannot disagree.
 */
export function checkTenants(
  dir = resolveTenantsDir(),
  clubChecks: readonly ClubCheck[] = [],
  /** Where the shop runs: the variables holding clubs' payment keys must be set there. */
  env: Record<string, string | undefined> = process.env,
): TenantCheckReport {
  if (!existsSync(dir)) {
    return {
      dir,
      files: [],
      problems: [
        { file: '', field: '', message: 'This tenants folder does not exist.', fix: 'check the --dir path.' },
      ],
    };
  }
  const files = listTenantFiles(dir);
  if (files.length === 0) {
    return {
      dir,
      files,
      problems: [
        {
          file: '',
          field: '',
          message:
            'There are no tenant files (*.json) in this folder, so the shop would have no club to show.',
          fix: 'add a file such as my-club.json, or point --dir at the right folder.',
        },
      ],
    };
  }
  const problems: CheckProblem[] = [];
  const parsed: { file: string; tenant: Tenant }[] = [];
  for (const file of files) {
    const result = parseTenantFile(path.join(dir, file));
    problems.push(...result.problems.map(fromFileProblem));
    if (result.tenant) parsed.push({ file, tenant: result.tenant });
  }
  problems.push(...domainProblems(parsed), ...invoicingProblems(parsed));
  for (const { file, tenant } of parsed) {
    problems.push(
      ...assetProblems(tenant, file, dir),
      ...translationProblems(tenant, file),
      ...contrastProblems(tenant, file),
      ...paymentSecretProblems(tenant, file, env),
      ...clubChecks.flatMap((check) => check(tenant, file, dir)),
    );
  }
  const order = new Map(files.map((f, i) => [f, i]));
  // Grouped by club so each club's owner finds all of their problems together: "riviera.json",
  // then its own folder's files ("riviera/catalogue/season.json").
  const rank = (file: string) => order.get(file) ?? order.get(`${file.split('/')[0] ?? ''}.json`) ?? -1;
  problems.sort((a, b) => rank(a.file) - rank(b.file));
  return { dir, files, problems };
}
