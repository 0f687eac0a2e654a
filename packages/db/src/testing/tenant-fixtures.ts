import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTenantRegistry, type TenantInput, type TenantRegistry } from '@stadio/tenants';

/**
 * A minimal valid tenant file for tests. Typed as TenantInput so a change to the tenant schema
 * shows up here at typecheck time rather than as a puzzling test failure.
 */
export function tenantFixture(slug: string, overrides: Partial<TenantInput> = {}): TenantInput {
  const name = slug.replace(
    /(^|-)([a-z])/g,
    (_m, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
  );
  return {
    // Test clubs get the demo catalogue from the seed, as the demo clubs do; a test of a real club
    // passes `demo: false`.
    demo: true,
    slug,
    domains: [`${slug}.localhost`],
    clientShortName: name,
    clientLongName: `${name} Football Club`,
    country: 'FR',
    sport: 'football',
    stadiumId: `${slug}-stadium`,
    locales: ['fr', 'en'],
    branding: {
      logo: `${slug}/logo.svg`,
      favicon: `${slug}/favicon.ico`,
      loginBackground: `${slug}/login.jpg`,
      colors: { primary: '#0B3D91', onPrimary: '#FFFFFF', secondary: '#FFD100', onSecondary: '#111111' },
    },
    home: { title: { fr: 'Billetterie', en: 'Tickets' }, description: 'Matches and season tickets' },
    footers: [],
    socials: [],
    banners: [],
    documents: [],
    seatmapAccessibleWhenLoggedOut: true,
    plasticCardConfiguration: { enabled: false, mandatory: false, priceCents: 0 },
    requiredCustomerFields: [],
    requiredSubscriberFields: [],
    requiredHolderFields: [],
    payment: {
      singlePayment: true,
      installmentPayment: { enabled: false, counts: [], minOrderAmountCents: 0, maxOrderAmountCents: 0 },
    },
    subscriptionsSection: { enabled: false },
    ...overrides,
  };
}

/** A temp tenants folder holding the given tenant files, loaded as a registry; `cleanup()` deletes it. */
export function createTenantFixtures(tenants: TenantInput[]): {
  dir: string;
  registry: TenantRegistry;
  cleanup(): void;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-tenants-'));
  for (const tenant of tenants)
    writeFileSync(path.join(dir, `${tenant.slug}.json`), JSON.stringify(tenant, null, 2));
  const registry = loadTenantRegistry(dir);
  if (registry.problems.length > 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`tenant fixtures are invalid: ${JSON.stringify(registry.problems)}`);
  }
  return { dir, registry, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
