import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getTenantRegistry,
  loadTenantRegistry,
  normalizeHost,
  parseHost,
  resolveTenantsDir,
  tenantForHost,
} from './registry';
import {
  copyFixtureTenant,
  fixtureJson,
  makeTempDir,
  REAL_TENANTS_DIR,
  writeJson,
} from './test-support/temp-tenants';

describe('normalizeHost', () => {
  it.each([
    ['Riviera.localhost:3000', 'riviera.localhost'],
    ['  billetterie.olympique-riviera.fr  ', 'billetterie.olympique-riviera.fr'],
    ['tickets.hc-amstel.nl.', 'tickets.hc-amstel.nl'],
    ['neva.localhost.:8080', 'neva.localhost'],
    ['[::1]:3000', '[::1]'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });

  it.each([
    'harbour.localhost:99999',
    'harbour.localhost:0',
    'riviera.localhost:',
    'a b',
    'evil.example/x',
    'x@evil',
    '[::1',
    ':3000',
    '.',
    'riviera.localhost:3000:1',
  ])('gives no host for %j, so no club serves it', (input) => {
    expect(normalizeHost(input)).toBe('');
  });
});

describe('parseHost', () => {
  it('reads a host name or IPv6 address and a port from 1 to 65535', () => {
    expect(parseHost('Riviera.localhost:3000')).toEqual({
      name: 'riviera.localhost',
      port: 3000,
      host: 'riviera.localhost:3000',
    });
    expect(parseHost('tickets.hc-amstel.nl.')).toEqual({
      name: 'tickets.hc-amstel.nl',
      port: undefined,
      host: 'tickets.hc-amstel.nl',
    });
    expect(parseHost('[::1]:65535')).toEqual({ name: '[::1]', port: 65535, host: '[::1]:65535' });
    expect(parseHost('127.0.0.1:1')).toMatchObject({ name: '127.0.0.1', port: 1 });
  });

  it('refuses ports out of range and anything that is not a host', () => {
    for (const header of [
      'harbour.localhost:99999',
      'harbour.localhost:65536',
      'x:0',
      'x:-1',
      'x:80a',
      'a_b c',
      '',
      null,
    ])
      expect(parseHost(header), String(header)).toBeNull();
  });
});

describe('loadTenantRegistry on the real tenants folder', () => {
  const registry = loadTenantRegistry(REAL_TENANTS_DIR);

  it('loads the four demo clubs without problems', () => {
    expect(registry.problems).toEqual([]);
    expect(registry.tenants.map((t) => t.slug)).toEqual(['amstel', 'harbour', 'neva', 'riviera']);
  });

  it('indexes every domain, local and production', () => {
    expect(registry.byHost.get('riviera.localhost')?.slug).toBe('riviera');
    expect(registry.byHost.get('billetterie.olympique-riviera.fr')?.slug).toBe('riviera');
    expect(registry.byHost.get('amstel.localhost')?.slug).toBe('amstel');
    expect(registry.byHost.get('neva.localhost')?.slug).toBe('neva');
    expect(registry.bySlug.get('neva')?.clientShortName).toBe('Neva Basket');
  });

  it('finds the club for a raw Host header and nothing for an unknown host', () => {
    expect(tenantForHost('AMSTEL.localhost:3000', registry)?.slug).toBe('amstel');
    expect(tenantForHost('unknown.localhost', registry)).toBeUndefined();
    expect(tenantForHost(undefined, registry)).toBeUndefined();
  });
});

describe('another tenant in a temporary folder', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    tmp = makeTempDir();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    tmp.cleanup();
  });

  it('is picked up by loadTenantRegistry', () => {
    copyFixtureTenant(tmp.dir);
    const registry = loadTenantRegistry(tmp.dir);
    expect(registry.problems).toEqual([]);
    expect(registry.tenants.map((t) => t.slug)).toEqual(['fixture-club']);
    expect(tenantForHost('fixture-club.localhost:3000', registry)?.clientShortName).toBe('Fixture FC');
  });

  it('is picked up by getTenantRegistry once the file appears, with TENANTS_DIR set', () => {
    vi.stubEnv('TENANTS_DIR', tmp.dir);
    expect(resolveTenantsDir()).toBe(path.resolve(tmp.dir));
    expect(getTenantRegistry(0).tenants).toEqual([]);

    copyFixtureTenant(tmp.dir);
    const registry = getTenantRegistry(0);
    expect(registry.dir).toBe(path.resolve(tmp.dir));
    expect(registry.bySlug.has('fixture-club')).toBe(true);
    expect(tenantForHost('fixture-club.localhost', registry)?.slug).toBe('fixture-club');

    rmSync(path.join(tmp.dir, 'fixture-club.json'));
    expect(getTenantRegistry(0).bySlug.has('fixture-club')).toBe(false);
  });

  it('is one registry per process, shared by every copy of the module', async () => {
    vi.stubEnv('TENANTS_DIR', tmp.dir);
    copyFixtureTenant(tmp.dir);
    const first = getTenantRegistry(60_000);
    // A second copy of the module, as Next bundles one into its proxy and one into its pages.
    vi.resetModules();
    const copy = await import('./registry');
    expect(copy.getTenantRegistry).not.toBe(getTenantRegistry);
    rmSync(path.join(tmp.dir, 'fixture-club.json'));
    expect(copy.getTenantRegistry(0).bySlug.has('fixture-club')).toBe(false);
    // The first copy reads what the second reloaded, without waiting for its own minute.
    expect(getTenantRegistry(60_000)).not.toBe(first);
    expect(getTenantRegistry(60_000).bySlug.has('fixture-club')).toBe(false);
  });

  it('follows a change of TENANTS_DIR at once, without waiting for the cache to expire', () => {
    vi.stubEnv('TENANTS_DIR', REAL_TENANTS_DIR);
    expect(getTenantRegistry(60_000).tenants).toHaveLength(4);
    copyFixtureTenant(tmp.dir);
    vi.stubEnv('TENANTS_DIR', tmp.dir);
    expect(getTenantRegistry(60_000).tenants.map((t) => t.slug)).toEqual(['fixture-club']);
  });

  it('ignores draft files whose name starts with "_"', () => {
    copyFixtureTenant(tmp.dir);
    writeJson(path.join(tmp.dir, '_draft.json'), { slug: 'draft' });
    expect(loadTenantRegistry(tmp.dir).problems).toEqual([]);
  });

  it('reports a domain claimed by two clubs and keeps the first one', () => {
    copyFixtureTenant(tmp.dir);
    writeJson(path.join(tmp.dir, 'other-club.json'), {
      ...fixtureJson(),
      slug: 'other-club',
      domains: ['other-club.localhost', 'fixture-club.localhost'],
    });
    const registry = loadTenantRegistry(tmp.dir);
    expect(registry.problems).toEqual([
      expect.objectContaining({
        file: 'other-club.json',
        field: 'domains',
        problem: expect.stringContaining('fixture-club.localhost'),
      }),
    ]);
    expect(registry.byHost.get('fixture-club.localhost')?.slug).toBe('fixture-club');
    expect(registry.bySlug.has('other-club')).toBe(false);
  });

  it('reports a file whose slug does not match its name, and invalid JSON with a line number', () => {
    writeJson(path.join(tmp.dir, 'renamed.json'), fixtureJson());
    writeFileSync(path.join(tmp.dir, 'bad.json'), '{\n  "slug": "bad",\n}\n');
    const problems = loadTenantRegistry(tmp.dir).problems;
    expect(problems).toContainEqual(expect.objectContaining({ file: 'renamed.json', field: 'slug' }));
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'bad.json',
        field: '(whole file)',
        problem: expect.stringMatching(/line 3, column 1/),
      }),
    );
  });
});

describe('a club file the shop must not serve', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  let file: string;
  beforeEach(() => {
    tmp = makeTempDir();
    file = copyFixtureTenant(tmp.dir);
  });
  afterEach(() => tmp.cleanup());

  const unreadable = () => {
    const t = fixtureJson();
    return {
      ...t,
      branding: { ...t.branding, colors: { ...t.branding.colors, onPrimary: t.branding.colors.primary } },
    };
  };

  it('is refused when its text is unreadable on its colours, with tenants:check’s reason', () => {
    writeJson(file, unreadable());
    const registry = loadTenantRegistry(tmp.dir);
    expect(registry.bySlug.has('fixture-club')).toBe(false);
    expect(registry.byHost.has('fixture-club.localhost')).toBe(false);
    expect(registry.refused).toEqual([
      {
        file: 'fixture-club.json',
        domains: ['fixture-club.localhost'],
        problems: [
          expect.objectContaining({
            field: 'branding.colors.primary',
            problem: expect.stringMatching(/contrast of 1\.0:1.*Fix: /),
          }),
        ],
      },
    ]);
  });

  it('keeps the last good version of a club while its new file is refused, and takes the fixed file', () => {
    const good = loadTenantRegistry(tmp.dir);
    writeJson(file, { ...unreadable(), clientShortName: 'Broken FC' });
    const refused = loadTenantRegistry(tmp.dir, good);
    expect(refused.bySlug.get('fixture-club')?.clientShortName).toBe('Fixture FC');
    expect(refused.byHost.get('fixture-club.localhost')?.slug).toBe('fixture-club');
    expect(refused.refused[0]).toMatchObject({
      file: 'fixture-club.json',
      kept: { clientShortName: 'Fixture FC' },
    });
    // Still refused on the next change: the good version is carried on.
    const again = loadTenantRegistry(tmp.dir, refused);
    expect(again.bySlug.get('fixture-club')?.clientShortName).toBe('Fixture FC');
    writeJson(file, { ...fixtureJson(), clientShortName: 'Fixed FC' });
    const fixed = loadTenantRegistry(tmp.dir, again);
    expect(fixed.refused).toEqual([]);
    expect(fixed.bySlug.get('fixture-club')?.clientShortName).toBe('Fixed FC');
  });

  it('keeps the last good version on disk for a process that never saw it', () => {
    const store = makeTempDir();
    vi.stubEnv('TENANTS_LAST_GOOD_DIR', store.dir);
    try {
      loadTenantRegistry(tmp.dir, undefined, { remember: true });
      writeJson(file, { ...unreadable(), clientShortName: 'Broken FC' });
      // Another process (or this one after a restart) reads the broken file first.
      const fresh = loadTenantRegistry(tmp.dir, undefined, { remember: true });
      expect(fresh.bySlug.get('fixture-club')?.clientShortName).toBe('Fixture FC');
      expect(fresh.refused[0]?.kept?.clientShortName).toBe('Fixture FC');
      // Without the store (tests, tenants:check), nothing is kept.
      expect(loadTenantRegistry(tmp.dir).bySlug.has('fixture-club')).toBe(false);
    } finally {
      vi.unstubAllEnvs();
      store.cleanup();
    }
  });

  it('forgets the kept version of a club whose file was removed: added again broken, it is a newcomer', () => {
    const store = makeTempDir();
    vi.stubEnv('TENANTS_LAST_GOOD_DIR', store.dir);
    try {
      loadTenantRegistry(tmp.dir, undefined, { remember: true });
      rmSync(file);
      expect(loadTenantRegistry(tmp.dir, undefined, { remember: true }).bySlug.has('fixture-club')).toBe(
        false,
      );
      writeJson(file, { ...unreadable(), clientShortName: 'Broken FC' });
      const readded = loadTenantRegistry(tmp.dir, undefined, { remember: true });
      expect(readded.bySlug.has('fixture-club')).toBe(false);
      expect(readded.refused[0]).toMatchObject({ file: 'fixture-club.json' });
      expect(readded.refused[0]?.kept).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
      store.cleanup();
    }
  });

  it('keeps a club already served when a newcomer claims its invoice prefix', () => {
    const invoicing = {
      legalName: 'Fixture Club SA',
      address: ['1 rue du Stade'],
      vatRateBasisPoints: 550,
      numberPrefix: 'FIX',
    };
    writeJson(file, { ...fixtureJson(), invoicing });
    const before = loadTenantRegistry(tmp.dir);
    // "aaa" sorts before "fixture-club": file order alone would let the newcomer win.
    writeJson(path.join(tmp.dir, 'aaa-club.json'), {
      ...fixtureJson(),
      slug: 'aaa-club',
      domains: ['aaa-club.localhost'],
      invoicing: { ...invoicing, legalName: 'AAA SA' },
    });
    const after = loadTenantRegistry(tmp.dir, before);
    expect(after.bySlug.has('fixture-club')).toBe(true);
    expect(after.bySlug.has('aaa-club')).toBe(false);
    expect(after.refused).toEqual([
      expect.objectContaining({
        file: 'aaa-club.json',
        problems: [expect.objectContaining({ field: 'invoicing.numberPrefix' })],
      }),
    ]);
  });
});
