import { tenantSchema } from '@stadio/tenants';
import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../../testing';
import { planCatalogue, PRODUCT_IDS } from './catalogue-plan';
import { crestDataUrl, initials } from './crest';
import { profileForTenant } from './profile-for-tenant';
import { venueName } from './venue-name';

const club = (sport: 'football' | 'hockey' | 'basketball' | 'rugby') =>
  tenantSchema.parse(tenantFixture(`club-${sport}`, { sport, timeZone: 'Europe/Amsterdam' }));

describe('demo catalogue plan', () => {
  const now = new Date('2025-10-01T08:00:00Z');

  it('names venues from their stadium id', () => {
    expect(venueName('stade-des-pins')).toBe('Stade des Pins');
    expect(venueName('amstel-ijshal')).toBe('Amstel IJshal');
    expect(venueName('neva-arena')).toBe('Neva Arena');
  });

  it('draws each opponent a distinct crest with its initials', () => {
    expect(initials('Racing Club de Lorraine')).toBe('RCL');
    expect(initials('Урал Екатеринбург')).toBe('УЕ');
    for (const sport of ['football', 'hockey', 'basketball', 'rugby'] as const) {
      const { opponents } = profileForTenant(club(sport));
      expect(opponents.length).toBeGreaterThanOrEqual(8);
      const crests = opponents.map((o) => crestDataUrl(o.name, o.colours));
      expect(new Set(crests).size).toBe(crests.length);
      expect(decodeURIComponent(crests[0] ?? '')).toContain(`>${initials(opponents[0]?.name ?? '')}</text>`);
    }
  });

  it.each(['football', 'hockey', 'basketball', 'rugby'] as const)(
    'prices packs below their matches bought one by one, the season lowest per match (%s)',
    (sport) => {
      const plan = planCatalogue(club(sport), profileForTenant(club(sport)), now);
      const matchPrice = (eventId: string, categoryId: string) =>
        plan.eventPrices.find(
          (p) => p.eventId === eventId && p.categoryId === categoryId && p.productId === PRODUCT_IDS.full,
        )?.priceCents ?? 0;
      for (const pack of plan.packs) {
        const eventIds = plan.packEvents.filter((e) => e.packId === pack.id).map((e) => e.eventId);
        for (const categoryId of plan.roles.keys()) {
          const price = plan.packPrices.find(
            (p) => p.packId === pack.id && p.categoryId === categoryId && p.productId === PRODUCT_IDS.full,
          )?.priceCents;
          const separately = eventIds.reduce((sum, id) => sum + matchPrice(id, categoryId), 0);
          expect(price).toBeLessThan(separately);
          expect(price).toBeGreaterThan(0);
        }
      }
      expect(plan.channelConfigurations).toHaveLength(plan.events.length);
      expect(new Set(plan.events.map((e) => e.id)).size).toBe(plan.events.length);
    },
  );

  it('is the same for the same club and moment', () => {
    const tenant = club('hockey');
    const first = planCatalogue(tenant, profileForTenant(tenant), now);
    const second = planCatalogue(tenant, profileForTenant(tenant), now);
    expect(second.events).toEqual(first.events);
    expect(second.venue.seats.length).toBe(first.venue.seats.length);
  });
});

describe('demo catalogue names (docs/product.md#catalogue-names)', () => {
  const now = new Date('2025-10-01T08:00:00Z');
  const russianClub = tenantSchema.parse(
    tenantFixture('club-ru', { sport: 'basketball', locales: ['ru', 'en', 'es'], timeZone: 'Europe/Moscow' }),
  );

  it('stores what fans buy in the club’s first language, its other languages as translations', () => {
    const plan = planCatalogue(russianClub, profileForTenant(russianClub), now);
    const category = plan.venue.categories.find((c) => c.name === 'Категория 1');
    expect(category?.nameTranslations).toEqual({ en: 'Category 1', es: 'Categoría 1' });
    expect(category?.descriptionTranslations).toEqual({ en: 'Centre, lower tier', es: 'Centro, grada baja' });
    const full = plan.products.find((p) => p.id === PRODUCT_IDS.full);
    expect(full).toMatchObject({
      name: 'Полный',
      nameTranslations: { en: 'Full price', es: 'Tarifa general' },
    });
    const season = plan.packs.find((p) => p.id === 'season');
    expect(season).toMatchObject({
      name: 'Сезонный абонемент',
      nameTranslations: { es: 'Abono de temporada' },
    });
  });

  it('names matches, rivals, competitions and stands in every language the club lists, Latin script outside Russian', () => {
    const plan = planCatalogue(russianClub, profileForTenant(russianClub), now);
    const rival = plan.teams.find((team) => team.id === 'ural');
    expect(rival).toMatchObject({
      displayName: 'Урал Екатеринбург',
      displayNameTranslations: { en: 'Ural Yekaterinburg', es: 'Ural Yekaterinburg' },
    });
    const match = plan.events.find(
      (event) => event.opponentId === 'ural' && event.competitionId === 'league',
    );
    expect(match?.name).toContain('Урал Екатеринбург');
    expect(match?.nameTranslations?.es).toContain('Ural Yekaterinburg');
    expect(match?.descriptionTranslations?.es).toMatch(/^Superleague · Jornada \d+$/);
    expect(match?.descriptionTranslations?.en).toMatch(/^Superleague · Matchday \d+$/);
    expect(plan.competitions.find((c) => c.id === 'cup')).toMatchObject({
      name: 'Кубок России',
      nameTranslations: { en: 'Russian Cup', es: 'Copa de Rusia' },
      descriptionTranslations: { en: 'National cup', es: 'Copa nacional' },
    });
    const north = plan.venue.stands.find((stand) => stand.name === 'Северная трибуна');
    expect(north?.nameTranslations).toEqual({ en: 'North Stand', es: 'Tribuna Norte' });
    // Only the club's languages are stored, none of them in Cyrillic.
    for (const row of [...plan.events, ...plan.competitions, ...plan.venue.stands])
      for (const [locale, text] of Object.entries(row.nameTranslations ?? {})) {
        expect(['en', 'es']).toContain(locale);
        expect(text).not.toMatch(/[\u0400-\u04FF]/);
      }
  });

  it('names a club’s catalogue in its own first language, whatever its sport’s demo profile', () => {
    const frenchBasketball = tenantSchema.parse(
      tenantFixture('club-fr', { sport: 'basketball', locales: ['fr', 'nl'], timeZone: 'Europe/Paris' }),
    );
    const plan = planCatalogue(frenchBasketball, profileForTenant(frenchBasketball), now);
    expect(plan.packs.find((p) => p.id === 'season')).toMatchObject({
      name: 'Abonnement saison',
      nameTranslations: { nl: 'Seizoenkaart' },
    });
  });
});
