import { createDb, seed, type DbHandle } from '@stadio/db';
import { createTestDatabase, type TestDatabase } from '@stadio/db/testing';
import { createLogger } from '@stadio/logger';
import { loadTenantRegistry, resolveTenantsDir, type Tenant } from '@stadio/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLHandler } from '../../graphql/create-graphql-handler';
import { callGraphQL, dataOf } from '../../test-support/call-graphql';
import { catalogueLocale, nameIn } from './catalogue-names';

// docs/product.md#catalogue-names: what fans buy is named in their language, falling back to the
// club's first language.

describe('nameIn (the fallback rule)', () => {
  const translations = { en: 'Category 1', es: 'Categoría 1' };
  it('takes the translation of the language asked for', () => {
    expect(nameIn('Категория 1', translations, 'es')).toBe('Categoría 1');
    expect(nameIn('Категория 1', translations, 'en')).toBe('Category 1');
  });
  it('falls back to the stored name (the club’s first language) when there is none, or a blank one', () => {
    expect(nameIn('Категория 1', translations, 'ru')).toBe('Категория 1');
    expect(nameIn('Категория 1', translations, 'nl')).toBe('Категория 1');
    expect(nameIn('Категория 1', { es: '  ' }, 'es')).toBe('Категория 1');
    expect(nameIn('Категория 1', null, 'es')).toBe('Категория 1');
  });
});

describe('catalogueLocale (Accept-Language)', () => {
  const neva = { locales: ['ru', 'en', 'es'] } as Pick<Tenant, 'locales'>;
  it('reads the first language the club offers', () => {
    expect(catalogueLocale(neva, 'es')).toBe('es');
    expect(catalogueLocale(neva, 'es-AR,es;q=0.9')).toBe('es');
    expect(catalogueLocale(neva, 'de-DE,en;q=0.8')).toBe('en');
  });
  it('falls back to the club’s first language', () => {
    expect(catalogueLocale(neva, 'fr')).toBe('ru');
    expect(catalogueLocale(neva, undefined)).toBe('ru');
    expect(catalogueLocale(neva, '')).toBe('ru');
  });
});

describe('the demo Russian club read in Spanish and English (real PostgreSQL, demo seed)', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  let neva: Tenant;
  const yoga = createGraphQLHandler(createLogger('catalogue-names-test', { level: 'silent' }));
  const now = new Date();

  beforeAll(async () => {
    const registry = loadTenantRegistry(resolveTenantsDir());
    const found = registry.bySlug.get('neva');
    if (!found) throw new Error('tenants/neva.json is missing');
    neva = found;
    database = await createTestDatabase();
    handle = createDb(database.url);
    await seed(handle.db, { registry: { ...registry, tenants: [neva] }, now });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const CATALOGUE = `{
    events { id arena { categories { name description } products { name description } } }
    campaignPacks { id name description }
  }`;
  type Catalogue = {
    events: { id: string; arena: { categories: Named[]; products: Named[] } }[];
    campaignPacks: (Named & { id: string })[];
  };
  type Named = { name: string; description: string | null };

  const read = async (locale: string | undefined) =>
    dataOf(
      await callGraphQL<Catalogue>(
        yoga,
        {
          tenant: neva,
          db: handle.db,
          logger: createLogger('t', { level: 'silent' }),
          requestId: 't',
          now: () => now,
          locale,
        },
        CATALOGUE,
      ),
    );
  const texts = (catalogue: Catalogue) => {
    const arena = catalogue.events[0]?.arena;
    return [...(arena?.categories ?? []), ...(arena?.products ?? []), ...catalogue.campaignPacks].flatMap(
      (item) => [item.name, item.description ?? ''],
    );
  };
  const CYRILLIC = /[\u0400-\u04FF]/;

  it('answers a Spanish request with Spanish categories, price offers and packs, no Cyrillic', async () => {
    const catalogue = await read('es');
    const arena = catalogue.events[0]?.arena;
    expect(arena?.categories.map((c) => c.name)).toContain('Categoría 1');
    expect(arena?.products.map((p) => p.name)).toContain('Tarifa general');
    expect(catalogue.campaignPacks.find((p) => p.id === 'season')?.name).toBe('Abono de temporada');
    const inCyrillic = texts(catalogue).filter((text) => CYRILLIC.test(text));
    expect(inCyrillic).toEqual([]);
  });

  it('answers in English for English, in Russian without a language', async () => {
    const english = await read('en');
    expect(english.campaignPacks.find((p) => p.id === 'season')?.name).toBe('Season pass');
    expect(texts(english).filter((text) => CYRILLIC.test(text))).toEqual([]);
    const russian = await read(undefined);
    expect(russian.campaignPacks.find((p) => p.id === 'season')?.name).toBe('Сезонный абонемент');
    expect(russian.events[0]?.arena.categories.map((c) => c.name)).toContain('Категория 1');
  });
});
