import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastChecks, tenantSchema, type TenantInput } from '@stadio/tenants/client';
import { brandingSnippet, exportBranding, type ThemeDraft } from './theme-export';

const TENANTS = path.resolve(import.meta.dirname, '../../../../../tenants');
const riviera = tenantSchema.parse(JSON.parse(readFileSync(path.join(TENANTS, 'riviera.json'), 'utf8')));
const rivieraFile = JSON.parse(readFileSync(path.join(TENANTS, 'riviera.json'), 'utf8')) as TenantInput;

const draft = (over: Partial<ThemeDraft> = {}): ThemeDraft => ({
  colors: { ...riviera.branding.colors, background: '#ffffff', text: '#1a1a1a' } as ThemeDraft['colors'],
  logo: riviera.branding.logo,
  loginBackground: riviera.branding.loginBackground,
  ...over,
});

/** The tenant file with the exported block pasted over its own. */
function pasted(snippet: string): unknown {
  return { ...rivieraFile, ...(JSON.parse(snippet) as object) };
}

describe('theme export', () => {
  it('gives a branding block the real tenant schema accepts, with edited colours upper-cased', () => {
    const colors = { ...draft().colors, primary: '#7a1f3d', onPrimary: '#ffffff' };
    const { branding, filesToAdd } = exportBranding(riviera, draft({ colors }));
    const parsed = tenantSchema.parse(pasted(brandingSnippet(branding)));
    expect(parsed.branding.colors.primary).toBe('#7A1F3D');
    expect(parsed.branding.logo).toBe('riviera/logo.svg');
    expect(filesToAdd).toEqual([]);
    expect(contrastChecks({ ...parsed.branding.colors, background: '#FFFFFF', text: '#1A1A1A' })).toSatisfy(
      (checks: { passes: boolean }[]) => checks.every((c) => c.passes),
    );
  });

  it('exports only the keys of the schema branding block', () => {
    const { branding } = exportBranding(riviera, draft());
    expect(Object.keys(branding).sort()).toEqual(['colors', 'favicon', 'loginBackground', 'logo', 'theme']);
    expect(Object.keys(branding.colors).sort()).toEqual(
      ['background', 'onPrimary', 'onSecondary', 'primary', 'secondary', 'text'].sort(),
    );
  });

  it('turns a picked file or a web address into a path in the club folder to add', () => {
    const { branding, filesToAdd } = exportBranding(
      riviera,
      draft({
        logo: 'blob:http://riviera.localhost/6a1c',
        logoFileName: 'New Crest.png',
        loginBackground: 'https://cdn.example.org/img/stadium-night.jpg?w=1600',
      }),
    );
    expect(branding.logo).toBe('riviera/New-Crest.png');
    expect(branding.loginBackground).toBe('riviera/stadium-night.jpg');
    expect(filesToAdd).toEqual(['riviera/New-Crest.png', 'riviera/stadium-night.jpg']);
    expect(tenantSchema.safeParse(pasted(brandingSnippet(branding))).success).toBe(true);
  });

  it('keeps the current file when an address gives no usable file name', () => {
    const { branding } = exportBranding(riviera, draft({ logo: 'https://cdn.example.org/' }));
    expect(branding.logo).toBe('riviera/logo.svg');
  });
});
