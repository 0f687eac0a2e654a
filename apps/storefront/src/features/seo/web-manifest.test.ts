import { describe, expect, it } from 'vitest';
import { getTenantRegistry } from '@stadio/tenants';
import { webManifest } from './web-manifest';

describe('web app manifest', () => {
  it("carries the club's names, colours and icons from its own folder", () => {
    const neva = getTenantRegistry().bySlug.get('neva');
    if (!neva) throw new Error('demo club neva missing');
    const manifest = webManifest(neva);
    expect(manifest.name).toBe(neva.clientLongName);
    expect(manifest.short_name).toBe(neva.clientShortName);
    expect(manifest.theme_color).toBe(neva.branding.colors.primary);
    expect(manifest.icons.map((i) => i.src)).toEqual([
      `/tenant-assets/${neva.branding.favicon}`,
      `/tenant-assets/${neva.branding.logo}`,
    ]);
    expect(manifest.icons[0]?.type).toBe('image/svg+xml');
    // Neva's theme is dark: the splash background must follow it.
    expect(manifest.background_color).not.toBe('#ffffff');
  });
});
