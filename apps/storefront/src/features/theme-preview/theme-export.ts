import type { Tenant, TenantColors } from '@stadio/tenants/client';

/** What the designer edits in the preview; nothing of it is saved. */
export interface ThemeDraft {
  colors: Required<TenantColors>;
  /** A tenant asset path ("riviera/logo.svg"), a web address or a picked file's object URL. */
  logo: string;
  /** File name of a logo picked from disk, to suggest where to put it. */
  logoFileName?: string | undefined;
  loginBackground: string;
  loginBackgroundFileName?: string | undefined;
}

const ASSET_PATH = /^[a-z0-9-]+\/[A-Za-z0-9._/-]+\.(svg|png|jpg|jpeg|webp|ico|pdf)$/;
const FILE_NAME = /[^A-Za-z0-9._-]+/g;

/**
 * The tenant file only takes paths inside the club's folder: a picked file or a web address
 * becomes the path the designer must save it to (listed in `filesToAdd`).
 */
function assetFor(slug: string, value: string, fileName: string | undefined, fallback: string) {
  if (ASSET_PATH.test(value) && !value.includes('..')) return { path: value, add: null };
  const name = (fileName ?? value.split(/[?#]/)[0]?.split('/').pop() ?? '').replace(FILE_NAME, '-');
  if (!name || !ASSET_PATH.test(`${slug}/${name}`)) return { path: fallback, add: null };
  return { path: `${slug}/${name}`, add: `${slug}/${name}` };
}

/**
 * The `branding` block to paste into `tenants/<slug>.json`: only keys the tenant schema has,
 * colours upper-cased, unchanged settings kept as they were.
 */
export function exportBranding(tenant: Pick<Tenant, 'slug' | 'branding'>, draft: ThemeDraft) {
  const logo = assetFor(tenant.slug, draft.logo, draft.logoFileName, tenant.branding.logo);
  const background = assetFor(
    tenant.slug,
    draft.loginBackground,
    draft.loginBackgroundFileName,
    tenant.branding.loginBackground,
  );
  const colors = Object.fromEntries(
    Object.entries(draft.colors).map(([key, value]) => [key, value.toUpperCase()]),
  ) as Required<TenantColors>;
  return {
    branding: {
      logo: logo.path,
      favicon: tenant.branding.favicon,
      loginBackground: background.path,
      theme: tenant.branding.theme,
      colors,
    },
    filesToAdd: [logo.add, background.add].filter((p): p is string => p !== null),
  };
}

/** The export as valid JSON (`{ "branding": … }`), two-space indented like the tenant files. */
export function brandingSnippet(branding: ReturnType<typeof exportBranding>['branding']): string {
  return JSON.stringify({ branding }, null, 2);
}
