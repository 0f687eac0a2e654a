import { hockeyArenaSpec } from '@stadio/venues';
import type { DemoProfile } from '../demo-profile';

/** A Dutch ice hockey club: BeNe League and cup, a 12,000-seat rink. */
export const hockeyNl: DemoProfile = {
  venueSpec: hockeyArenaSpec,
  stands: {
    top: { letter: 'N', name: 'Noordtribune' },
    right: { letter: 'E', name: 'Oostbocht' },
    bottom: { letter: 'S', name: 'Hoofdtribune Zuid' },
    left: { letter: 'W', name: 'Westbocht' },
  },
  categories: {
    centre: { name: 'Categorie 1', description: 'Lange zijde, midden, onderring' },
    side: { name: 'Categorie 2', description: 'Lange zijden' },
    end: { name: 'Categorie 3', description: 'Bochten en hoeken' },
    standing: { name: 'Staanplaatsen', description: 'Staantribune, vrije plaatskeuze' },
    away: { name: 'Uitvak', description: 'Alleen voor supporters van de bezoekers' },
  },
  retiredCategory: { key: 'skybox-2020', name: 'Skybox (vervallen)', description: 'Niet meer te koop' },
  saleChannelName: 'Website',
  kickOff: '19:30',
  fullPrices: { centre: 4200, side: 3200, end: 2400, away: 2200, standing: 1500 },
  products: {
    full: { name: 'Volwassene' },
    reduced: { name: 'Reductie', description: 'Studenten en 65-plussers (met legitimatie)' },
    child: { name: 'Kind t/m 11 jaar' },
    resale: { name: 'Doorverkoop', description: 'Door een supporter doorverkocht' },
    retired: { name: 'Bedrijfstarief 2021', description: 'Vervallen aanbod' },
  },
  competitions: {
    league: { name: 'BeNe League', description: 'Competitie' },
    cup: { name: 'IJshockey Beker', description: 'Nationale beker' },
  },
  roundLabel: (competition, round) =>
    competition === 'league'
      ? `Speelronde ${round}`
      : (['Eerste ronde', 'Achtste finale', 'Kwartfinale', 'Halve finale'][round - 1] ?? 'Finale'),
  opponents: [
    { key: 'rotterdam-havenberen', name: 'Rotterdam Havenberen', colours: ['#00843D', '#FFFFFF'] },
    { key: 'utrecht-domtorens', name: 'Utrecht Domtorens', colours: ['#C8102E', '#FFFFFF'] },
    { key: 'groningen-noorderlicht', name: 'Groningen Noorderlicht', colours: ['#00205B', '#5BC2E7'] },
    { key: 'eindhoven-lynx', name: 'Eindhoven Lichtstad Lynx', colours: ['#FF6A13', '#1A1A1A'] },
    { key: 'nijmegen-waalwolven', name: 'Nijmegen Waalwolven', colours: ['#4B2E83', '#E0E0E0'] },
    { key: 'friese-vliegers', name: 'Friese Vliegers Heerenveen', colours: ['#0057B8', '#FFD100'] },
    { key: 'tilburg-ijsvalken', name: 'Tilburg IJsvalken', colours: ['#B3001B', '#F2C400'] },
    { key: 'antwerpen-scheldestars', name: 'Antwerpen Scheldestars', colours: ['#111111', '#D4AF37'] },
  ],
  packs: {
    'pack-1': { name: '3-wedstrijdenpakket Herfst', description: 'Drie thuiswedstrijden, vaste plaats' },
    'pack-2': {
      name: '3-wedstrijdenpakket Winter',
      description: 'De volgende drie thuiswedstrijden, vaste plaats',
    },
    season: {
      name: 'Seizoenkaart',
      description: 'Alle resterende competitiewedstrijden thuis, vaste plaats',
    },
  },
  resaleDescription: 'Doorverkocht door een seizoenkaarthouder',
  parkings: {
    large: { name: 'Parkeerplaats P1 — Noord', description: '5 minuten lopen van de noordtribune' },
    small: { name: 'VIP-parkeerplaats — Hoofdtribune', description: 'Twee plaatsen bij de hoofdingang' },
  },
};
