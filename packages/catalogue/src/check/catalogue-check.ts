import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Tenant } from '@stadio/tenants';
import type { ClubCheck, CheckProblem } from '@stadio/tenants/check';
import { compileCatalogue, readCatalogueFiles } from '../compile/compile-catalogue';
import type { CatalogueProblem } from '../compile/problem';

const toCheckProblem = (problem: CatalogueProblem): CheckProblem => ({
  file: problem.file,
  field: problem.where,
  message: problem.message,
  ...(problem.fix ? { fix: problem.fix } : {}),
});

/** Pictures the files name (view from a block, crests, pack images) must exist in the tenants folder. */
function missingPictures(
  dir: string,
  file: string,
  items: readonly { where: string; picture: string | undefined }[],
): CatalogueProblem[] {
  return items
    .filter((item): item is { where: string; picture: string } => item.picture !== undefined)
    .filter(({ picture }) => !/^(https:|data:)/.test(picture) && !existsSync(path.join(dir, picture)))
    .map(({ where, picture }) => ({
      file,
      where,
      message: `The picture "${picture}" is not in the tenants folder.`,
      fix: `add the file at ${picture}, or remove the setting.`,
    }));
}

/**
 * `tenants:check`'s look at a club's catalogue files (ADR 0042): the files parse, refer to each
 * other correctly and name pictures that exist. A club without catalogue files has nothing to check;
 * a demo club that also has them is told which one wins.
 */
export const catalogueCheck: ClubCheck = (tenant: Tenant, _file: string, dir: string) => {
  const read = readCatalogueFiles(dir, tenant.slug);
  if (!read.exists) return [];
  const problems: CatalogueProblem[] = [...read.problems];
  if (tenant.demo)
    problems.push({
      file: `${tenant.slug}.json`,
      where: 'demo',
      message:
        'This club is a demo club ("demo": true) and also has catalogue files; the seed would overwrite what they apply.',
      fix: 'remove "demo": true from the tenant file to sell the catalogue of the files.',
    });
  if (read.files) {
    const { venue, season } = read.files;
    problems.push(...compileCatalogue(tenant, read.files).problems);
    const venueFile = `${tenant.slug}/catalogue/venue.json`;
    const seasonFile = `${tenant.slug}/catalogue/season.json`;
    problems.push(
      ...missingPictures(
        dir,
        venueFile,
        venue.stands.flatMap((stand) =>
          stand.blocks.map((block) => ({
            where: `stand ${stand.key} › block ${block.name} › view`,
            picture: block.view,
          })),
        ),
      ),
      ...missingPictures(dir, seasonFile, [
        ...season.opponents.map((o) => ({ where: `opponent ${o.key} › crest`, picture: o.crest })),
        ...(season.packs ?? []).map((p) => ({ where: `pack ${p.key} › image`, picture: p.image })),
      ]),
    );
  }
  return problems.map(toCheckProblem);
};
