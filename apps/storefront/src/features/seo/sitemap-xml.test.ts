import { describe, expect, it } from 'vitest';
import type { EventCardData } from '@/features/catalogue/event-card';
import type { PackCardData } from '@/features/catalogue/pack-card';
import { sitemapEntries } from './sitemap-entries';
import { sitemapXml } from './sitemap-xml';

const event = (id: string, saleState: EventCardData['saleState']): EventCardData => ({
  id,
  name: id,
  startDatetime: '2027-03-13T19:00:00Z',
  competitionName: null,
  homeTeam: null,
  opponent: null,
  minPrice: 1000,
  saleState,
});
const pack = (id: string, type: PackCardData['type'], onSale: boolean): PackCardData => ({
  id,
  name: id,
  type,
  description: null,
  eventCount: 3,
  minPrice: 1000,
  onSale,
});

const catalogue = {
  events: [
    event('on-sale', { kind: 'onSale', closesAt: null }),
    event('early', { kind: 'earlyBird', publicOpeningAt: null }),
    event('sold-out', { kind: 'soldOut' }),
    event('passed', { kind: 'passed' }),
  ],
  packs: [
    pack('pack-open', 'PACK', true),
    pack('pack-closed', 'PACK', false),
    pack('season', 'SEASON', true),
  ],
};

describe('sitemap', () => {
  it('lists home, events a fan can act on, packs on sale and the subscription page', () => {
    expect(sitemapEntries(catalogue, true).map((e) => e.path)).toEqual([
      '/',
      '/event/on-sale',
      '/event/early',
      '/pack/pack-open',
      '/pack/season',
      '/subscription',
    ]);
  });

  it('leaves out subscriptions when the club has no such section', () => {
    const paths = sitemapEntries(catalogue, false).map((e) => e.path);
    expect(paths).not.toContain('/subscription');
    expect(paths).not.toContain('/pack/season');
  });

  it('writes absolute URLs on the given origin, escaped, with one alternate per language', () => {
    const xml = sitemapXml(
      'https://billetterie.example.fr',
      [{ path: '/event/a&b', changeFrequency: 'daily', priority: 0.8 }],
      ['fr', 'en'],
    );
    expect(xml).toContain('<loc>https://billetterie.example.fr/event/a&amp;b</loc>');
    expect(xml).toContain('hreflang="en" href="https://billetterie.example.fr/event/a&amp;b?lng=en"');
    expect(xml).toContain('<priority>0.8</priority>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
