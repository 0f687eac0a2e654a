import { smallVenueSpec } from '@stadio/venues';
import type { DemoProfile } from '../demo-profile';

/** Any other club (test fixtures, new clubs): a small ground, English names. */
export function genericEn(pitch: 'football' | 'hockey' | 'basketball' = 'football'): DemoProfile {
  return {
    venueSpec: (naming) => smallVenueSpec(naming, pitch),
    stands: {
      top: { letter: 'N', name: 'North Stand' },
      right: { letter: 'E', name: 'East End' },
      bottom: { letter: 'S', name: 'Main Stand' },
      left: { letter: 'W', name: 'West End' },
    },
    categories: {
      centre: { name: 'Category 1', description: 'Centre, main and north stands' },
      side: { name: 'Category 2', description: 'Main and north stands' },
      end: { name: 'Category 3', description: 'Ends and corners' },
      standing: { name: 'Standing', description: 'Terrace, unreserved' },
      away: { name: 'Away section', description: 'Visiting supporters only' },
    },
    retiredCategory: { key: 'boxes-2020', name: 'Boxes (withdrawn)', description: 'No longer sold' },
    saleChannelName: 'Website',
    kickOff: '19:45',
    fullPrices: { centre: 2500, side: 2000, end: 1500, away: 1200, standing: 800 },
    products: {
      full: { name: 'Adult' },
      reduced: { name: 'Concession', description: 'Students and over-65s, with proof' },
      child: { name: 'Under 12' },
      resale: { name: 'Resale', description: 'Put back on sale by a fan' },
      retired: { name: 'Corporate 2021', description: 'Withdrawn offer' },
    },
    competitions: {
      league: { name: 'National League', description: 'League' },
      cup: { name: 'National Cup', description: 'Cup' },
    },
    roundLabel: (competition, round) =>
      competition === 'league'
        ? `Matchday ${round}`
        : (['Round of 32', 'Round of 16', 'Quarter-final', 'Semi-final'][round - 1] ?? 'Final'),
    opponents: [
      { key: 'northbridge', name: 'Northbridge United', colours: ['#D32F2F', '#FFFFFF'] },
      { key: 'eastfield', name: 'Eastfield Rovers', colours: ['#1976D2', '#FFFFFF'] },
      { key: 'westhaven', name: 'Westhaven Athletic', colours: ['#388E3C', '#FFEB3B'] },
      { key: 'southmoor', name: 'Southmoor Town', colours: ['#512DA8', '#FFC107'] },
      { key: 'lakeside', name: 'Lakeside City', colours: ['#0097A7', '#263238'] },
      { key: 'hillcrest', name: 'Hillcrest Wanderers', colours: ['#F57C00', '#212121'] },
      { key: 'kingsport', name: 'Kingsport Albion', colours: ['#C2185B', '#F8BBD0'] },
      { key: 'riverside', name: 'Riverside Harriers', colours: ['#455A64', '#FFCA28'] },
    ],
    packs: {
      'pack-1': { name: 'Three-match pack: autumn', description: 'Three home league matches, same seat' },
      'pack-2': {
        name: 'Three-match pack: winter',
        description: 'The next three home league matches, same seat',
      },
      season: { name: 'Season ticket', description: 'Every remaining home league match, same seat' },
    },
    resaleDescription: 'Put back on sale by a season-ticket holder',
    parkings: {
      large: { name: 'Car park P1 — North', description: "5 minutes' walk from the North Stand" },
      small: { name: 'VIP car park — Main Stand', description: 'Two places by the main entrance' },
    },
  };
}
