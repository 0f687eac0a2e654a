import path from 'node:path';

/**
 * Where a club's catalogue files live: a `catalogue` folder beside its tenant file's assets
 * (`tenants/<slug>/catalogue/venue.json` …), and the league's fixture list one level up, where a
 * club drops it (`tenants/<slug>/fixtures.csv`). ADR 0042.
 */
export interface CataloguePaths {
  dir: string;
  venue: string;
  season: string;
  promoCodes: string;
  fixtures: string;
}

export function cataloguePaths(tenantsDir: string, slug: string): CataloguePaths {
  const dir = path.join(tenantsDir, slug, 'catalogue');
  return {
    dir,
    venue: path.join(dir, 'venue.json'),
    season: path.join(dir, 'season.json'),
    promoCodes: path.join(dir, 'promo-codes.json'),
    fixtures: path.join(tenantsDir, slug, 'fixtures.csv'),
  };
}
