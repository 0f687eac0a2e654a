import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTenantFile } from './registry';
import { tenantSchema } from './schema';
import { FIXTURES_DIR, fixtureJson, REAL_TENANTS_DIR } from './test-support/temp-tenants';

const issuePaths = (value: unknown) => {
  const result = tenantSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('tenantSchema', () => {
  it.each(['riviera', 'amstel', 'neva'])('accepts the demo tenant %s', (slug) => {
    const { tenant, problems } = parseTenantFile(path.join(REAL_TENANTS_DIR, `${slug}.json`));
    expect(problems).toEqual([]);
    expect(tenant?.slug).toBe(slug);
    expect(tenant?.domains).toContain(`${slug}.localhost`);
  });

  it('accepts the fixture tenant and fills in defaults', () => {
    const { tenant, problems } = parseTenantFile(path.join(FIXTURES_DIR, 'fixture-club.json'));
    expect(problems).toEqual([]);
    expect(tenant?.footers.every((f) => f.kind !== undefined)).toBe(true);
  });

  it('applies the 99-ticket cart limit when a club does not set one', () => {
    const { websiteMaxTicketsInCart: _omitted, ...rest } = fixtureJson();
    const parsed = tenantSchema.parse(rest);
    expect(parsed.websiteMaxTicketsInCart).toBe(99);
  });

  it('gives the demo clubs different settings', () => {
    const load = (slug: string) => parseTenantFile(path.join(REAL_TENANTS_DIR, `${slug}.json`)).tenant;
    const [riviera, amstel, neva] = ['riviera', 'amstel', 'neva'].map(load);
    expect(riviera?.plasticCardConfiguration).toMatchObject({
      enabled: true,
      mandatory: false,
      priceCents: 500,
    });
    expect(amstel?.plasticCardConfiguration).toMatchObject({
      enabled: true,
      mandatory: true,
      priceCents: 300,
    });
    expect(neva?.plasticCardConfiguration.enabled).toBe(false);
    expect(amstel?.seatmapAccessibleWhenLoggedOut).toBe(false);
    expect(neva?.branding.theme).toBe('dark');
    expect(new Set([riviera, amstel, neva].map((t) => t?.branding.colors.primary)).size).toBe(3);
  });

  it('gives the demo clubs their own heading font and hero artwork', () => {
    const load = (slug: string) => parseTenantFile(path.join(REAL_TENANTS_DIR, `${slug}.json`)).tenant;
    const clubs = ['riviera', 'amstel', 'neva'].map(load);
    expect(new Set(clubs.map((t) => t?.branding.headingFont)).size).toBe(3);
    for (const club of clubs) expect(club?.home.heroImage).toBe(`${club?.slug}/hero.webp`);
  });

  it('defaults the heading font and leaves the hero to the sport when a club sets neither', () => {
    const parsed = tenantSchema.parse(fixtureJson());
    expect(parsed.branding.headingFont).toBe('oswald');
    expect(parsed.home.heroImage).toBeUndefined();
  });

  it('refuses a font the shop does not host, and one without Russian letters at a club selling in Russian', () => {
    const t = fixtureJson();
    expect(issuePaths({ ...t, branding: { ...t.branding, headingFont: 'Comic Sans' } })).toEqual([
      'branding.headingFont',
    ]);
    const russian = { ...t, locales: ['ru', 'en'], branding: { ...t.branding, headingFont: 'archivo' } };
    const result = tenantSchema.safeParse(russian);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['branding.headingFont']);
    expect(result.error?.issues[0]?.message).toMatch(/Russian letters.*oswald or exo-2/);
    expect(issuePaths({ ...russian, branding: { ...t.branding, headingFont: 'exo-2' } })).toEqual([]);
  });

  it('takes a picture as hero artwork, not a document', () => {
    const t = fixtureJson();
    const withHero = (heroImage: string) => ({ ...t, home: { ...t.home, heroImage } });
    expect(issuePaths(withHero(`${t.slug}/hero.webp`))).toEqual([]);
    expect(issuePaths(withHero(`${t.slug}/hero.jpg`))).toEqual([]);
    expect(issuePaths(withHero(`${t.slug}/docs/gtc.pdf`))).toEqual(['home.heroImage']);
  });

  it('rejects a colour that is not six-digit hex, naming the field', () => {
    const t = fixtureJson();
    const broken = { ...t, branding: { ...t.branding, colors: { ...t.branding.colors, primary: 'green' } } };
    expect(issuePaths(broken)).toEqual(['branding.colors.primary']);
  });

  it('reports a misspelt setting instead of silently using the default', () => {
    const { websiteMaxTicketsInCart, ...rest } = fixtureJson();
    const result = tenantSchema.safeParse({ ...rest, websiteMaxTicketsInCar: websiteMaxTicketsInCart });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['websiteMaxTicketsInCar'],
    });
    const t = fixtureJson();
    expect(issuePaths({ ...t, branding: { ...t.branding, colours: {} } })).toEqual(['branding']);
  });

  it('rejects reserved slugs that would shadow platform routes', () => {
    expect(issuePaths({ ...fixtureJson(), slug: 'platform', domains: ['platform.localhost'] })).toContain(
      'slug',
    );
  });

  it('rejects a language the storefront has no translations for', () => {
    expect(issuePaths({ ...fixtureJson(), locales: ['en', 'de'] })).toEqual(['locales.1']);
  });

  it('rejects a language listed twice', () => {
    expect(issuePaths({ ...fixtureJson(), locales: ['en', 'en'] })).toEqual(['locales']);
  });

  it('rejects a plastic card that is mandatory while disabled', () => {
    const broken = {
      ...fixtureJson(),
      plasticCardConfiguration: { enabled: false, mandatory: true, priceCents: 0 },
    };
    expect(issuePaths(broken)).toEqual(['plasticCardConfiguration.mandatory']);
  });

  it('takes the plastic card’s name as one text or one per language, refusing an unknown language', () => {
    const t = fixtureJson();
    const card = (name: unknown) => ({
      ...t,
      plasticCardConfiguration: { ...t.plasticCardConfiguration, name },
    });
    expect(tenantSchema.parse(card('Fan card')).plasticCardConfiguration.name).toBe('Fan card');
    expect(
      tenantSchema.parse(card({ en: 'Fan card', fr: 'Carte supporter' })).plasticCardConfiguration.name,
    ).toEqual({ en: 'Fan card', fr: 'Carte supporter' });
    expect(issuePaths(card({ en: 'Fan card', de: 'Fankarte' }))).toEqual(['plasticCardConfiguration.name']);
    expect(issuePaths(card({}))).toEqual(['plasticCardConfiguration.name']);
  });

  it('rejects instalments turned on without any instalment count', () => {
    const t = fixtureJson();
    const broken = {
      ...t,
      payment: { ...t.payment, installmentPayment: { ...t.payment.installmentPayment, counts: [] } },
    };
    expect(issuePaths(broken)).toEqual(['payment.installmentPayment.counts']);
  });

  it('requires the <slug>.localhost domain for local development', () => {
    expect(issuePaths({ ...fixtureJson(), domains: ['tickets.fixture-club.example'] })).toEqual(['domains']);
  });

  it('rejects an empty per-language text and a link that is neither https nor a club file', () => {
    const t = fixtureJson();
    const broken = {
      ...t,
      home: { ...t.home, title: {} },
      footers: [{ kind: 'faq', href: 'ftp://fixture-club.example/faq', title: 'FAQ' }],
    };
    expect(issuePaths(broken).sort()).toEqual(['footers.0.href', 'home.title']);
  });
});
