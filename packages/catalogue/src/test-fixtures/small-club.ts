import type { CatalogueFiles } from '../compile/compile-catalogue';

/** A club a test can compile without files: three blocks of a small hall, two matches, one pack. */
export const SMALL_TENANT = {
  slug: 'quay',
  locales: ['en', 'fr'] as ('en' | 'fr')[],
  timeZone: 'Europe/London',
  clientShortName: 'Quay City',
  branding: { logo: 'quay/logo.svg' },
};

export function smallClubFiles(): CatalogueFiles {
  const row = (name: string, count: number, y: number) => ({
    name,
    seats: Array.from({ length: count }, (_, i) => ({
      number: String(i + 1),
      at: [i, y] as [number, number],
    })),
  });
  return {
    venue: {
      id: 'quay-hall',
      name: 'Quay Hall',
      pitch: 'stage',
      size: { width: 300, height: 200 },
      categories: [
        { key: 'front', name: { en: 'Front', fr: 'Avant' }, colour: '#1F6FEB' },
        { key: 'back', name: 'Back', colour: '#D4A017' },
        { key: 'standing', name: { en: 'Standing', fr: 'Debout' }, colour: '#2DA44E' },
      ],
      stands: [
        {
          key: 'main',
          name: { en: 'Main stand', fr: 'Tribune principale' },
          blocks: [
            {
              name: 'A',
              category: 'front',
              outline: 'M 10 10 L 90 10 L 90 60 L 10 60 Z',
              rows: [
                row('1', 8, 0),
                {
                  ...row('2', 8, 1),
                  seats: row('2', 8, 1).seats.map((s, i) => (i === 0 ? { ...s, accessible: true } : s)),
                },
              ],
            },
            {
              name: 'B',
              category: 'back',
              outline: 'M 110 10 L 190 10 L 190 60 L 110 60 Z',
              label: [150, 35],
              view: 'quay/views/b.jpg',
              rows: [
                row('1', 6, 0),
                {
                  ...row('2', 6, 1),
                  seats: row('2', 6, 1).seats.map((s, i) =>
                    i === 5 ? { ...s, category: 'front', restrictedView: true } : s,
                  ),
                },
              ],
            },
          ],
        },
        {
          key: 'end',
          name: 'End',
          blocks: [
            {
              name: 'PIT',
              category: 'standing',
              outline: 'M 10 100 L 190 100 L 190 180 L 10 180 Z',
              standing: { capacity: 120 },
            },
          ],
        },
      ],
    },
    season: {
      products: [
        { key: 'full', name: { en: 'Full price', fr: 'Plein tarif' } },
        { key: 'child', name: { en: 'Child', fr: 'Enfant' } },
        { key: 'resale', name: 'Resale', resale: true },
      ],
      competitions: [{ key: 'league', name: 'League' }],
      opponents: [
        { key: 'rovers', name: 'Harbour Rovers' },
        { key: 'united', name: { en: 'Docks United', fr: 'Docks Unis' }, crest: 'quay/crests/united.svg' },
      ],
      priceBands: {
        standard: {
          front: { full: 3000, child: 1500 },
          back: { full: 2000, child: 1000 },
          standing: { full: 1200 },
        },
        derby: { front: { full: 4500 } },
      },
      defaults: {
        priceBand: 'standard',
        sale: { web: { opensDaysBefore: 20, opensAt: '09:00', cartLimit: 8 } },
      },
      matches: [
        {
          id: 'q01',
          opponent: 'rovers',
          competition: 'league',
          kickOff: '2026-03-07 15:00',
          parking: [{ key: 'p1', name: 'Car park', capacity: 40, price: 600 }],
        },
        {
          id: 'q02',
          opponent: 'united',
          competition: 'league',
          kickOff: '2026-04-11 19:45',
          priceBand: 'derby',
          prices: { back: { full: 2500 } },
          sale: { web: { opens: '2026-03-01 10:00', earlyBird: '2026-02-25 10:00', cartLimit: 4 } },
        },
      ],
      packs: [
        {
          key: 'season',
          type: 'season',
          name: 'Season ticket',
          matches: ['q01', 'q02'],
          prices: { front: { full: 6000 } },
        },
      ],
    },
    promoCodes: {
      codes: [
        { name: 'WELCOME10', percent: 10 },
        {
          name: 'SEAT5',
          amount: 500,
          on: 'seats',
          combinable: false,
          matches: ['q02'],
          categories: ['front'],
        },
        { name: 'PARK', percent: 50, on: 'options', products: ['p1'] },
      ],
    },
  };
}
