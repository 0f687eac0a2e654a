import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Tenant } from '../schema';
import { displayPath } from './display-path';
import type { CheckProblem } from './problem';

const isWebAddress = (href: string) => /^https?:\/\//.test(href);

/** Every setting that may point at a file in the tenants folder, with its dotted path. */
export function assetReferences(tenant: Tenant): { field: string; asset: string }[] {
  const refs = [
    { field: 'branding.logo', asset: tenant.branding.logo },
    { field: 'branding.favicon', asset: tenant.branding.favicon },
    { field: 'branding.loginBackground', asset: tenant.branding.loginBackground },
    ...(tenant.home.heroImage ? [{ field: 'home.heroImage', asset: tenant.home.heroImage }] : []),
    ...tenant.banners.map((b, i) => ({ field: `banners.${i}.src`, asset: b.src })),
    ...tenant.documents.map((d, i) => ({ field: `documents.${i}.href`, asset: d.href })),
    ...tenant.footers.map((f, i) => ({ field: `footers.${i}.href`, asset: f.href })),
  ];
  return refs.filter((r) => !isWebAddress(r.asset));
}

/** Missing or empty files would show as broken images or dead download links in the shop. */
export function assetProblems(tenant: Tenant, file: string, dir: string): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const { field, asset } of assetReferences(tenant)) {
    const onDisk = path.join(dir, asset);
    const shown = displayPath(onDisk);
    if (!existsSync(onDisk) || !statSync(onDisk).isFile()) {
      problems.push({
        file,
        field,
        message: `The file "${asset}" does not exist (looked for ${shown}).`,
        fix: `add the file at ${shown}, or correct the path (it is relative to the tenants folder and case-sensitive).`,
      });
    } else if (statSync(onDisk).size === 0) {
      problems.push({
        file,
        field,
        message: `The file "${asset}" is empty.`,
        fix: `replace ${shown} with the real file.`,
      });
    }
    // Sharing another club's files means one club's rebrand silently changes the other's shop.
    if (!asset.startsWith(`${tenant.slug}/`)) {
      problems.push({
        file,
        field,
        message: `The file "${asset}" is outside this club's folder "${tenant.slug}/".`,
        fix: `copy it into ${displayPath(path.join(dir, tenant.slug))}/ and point to it there.`,
      });
    }
  }
  return problems;
}
