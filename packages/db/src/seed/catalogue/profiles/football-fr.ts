import { footballStadiumSpec } from '@stadio/venues';
import type { DemoProfile } from '../demo-profile';

/** A French football club: Ligue and Coupe, a 30,000-seat stadium with a kop. */
export const footballFr: DemoProfile = {
  venueSpec: footballStadiumSpec,
  stands: {
    top: { letter: 'N', name: 'Tribune Nord' },
    right: { letter: 'E', name: 'Virage Est' },
    bottom: { letter: 'S', name: 'Tribune Présidentielle Sud' },
    left: { letter: 'W', name: 'Virage Ouest – Kop' },
  },
  categories: {
    centre: { name: 'Catégorie 1', description: 'Tribunes latérales, axe central, bas de tribune' },
    side: { name: 'Catégorie 2', description: 'Tribunes latérales' },
    end: { name: 'Catégorie 3', description: 'Virages et angles' },
    standing: { name: 'Kop debout', description: 'Places debout, placement libre' },
    away: { name: 'Parcage visiteurs', description: 'Réservé aux supporters adverses' },
  },
  retiredCategory: { key: 'loges-2019', name: 'Loges (ancienne offre)', description: 'Plus commercialisé' },
  saleChannelName: 'Website',
  kickOff: '20:45',
  fullPrices: { centre: 6500, side: 4500, end: 3000, away: 2500, standing: 1500 },
  products: {
    full: { name: 'Plein tarif' },
    reduced: {
      name: 'Tarif réduit',
      description: 'Étudiants, demandeurs d’emploi, plus de 65 ans (justificatif)',
    },
    child: { name: 'Enfant -12 ans', description: 'Moins de 12 ans le jour du match (justificatif)' },
    resale: { name: 'Revente', description: 'Place remise en vente par un supporter' },
    retired: { name: 'Tarif CE 2022', description: 'Offre terminée' },
  },
  competitions: {
    league: { name: 'Ligue Azur', description: 'Championnat' },
    cup: { name: 'Coupe de France', description: 'Coupe nationale' },
  },
  roundLabel: (competition, round) =>
    competition === 'league'
      ? `${round}${round === 1 ? 're' : 'e'} journée`
      : (['Seizièmes de finale', 'Huitièmes de finale', 'Quart de finale', 'Demi-finale'][round - 1] ??
        'Finale'),
  opponents: [
    { key: 'as-provence', name: 'AS Provence', colours: ['#0E4C92', '#F2C500'] },
    { key: 'stade-armoricain', name: 'Stade Armoricain', colours: ['#111111', '#E30613'] },
    { key: 'racing-lorraine', name: 'Racing Club de Lorraine', colours: ['#C8102E', '#FFD700'] },
    { key: 'olympique-rhodanien', name: 'Olympique Rhodanien', colours: ['#1B2A6B', '#D71920'] },
    { key: 'girondins-estuaire', name: 'Girondins de l’Estuaire', colours: ['#002B5C', '#FFFFFF'] },
    { key: 'fc-alpes', name: 'FC des Alpes', colours: ['#2E7D32', '#E8F5E9'] },
    { key: 'us-flandres', name: 'US Flandres', colours: ['#FDD835', '#1A1A1A'] },
    { key: 'sc-pyrenees', name: 'SC Pyrénées', colours: ['#6A1B9A', '#FFB300'] },
  ],
  packs: {
    'pack-1': {
      name: 'Pack 3 matchs – Automne',
      description: 'Trois matchs de Ligue à domicile, même place',
    },
    'pack-2': {
      name: 'Pack 3 matchs – Sprint',
      description: 'Les trois prochains matchs de Ligue, même place',
    },
    season: {
      name: 'Abonnement saison',
      description: 'Tous les matchs de Ligue à domicile restants, même place',
    },
  },
  resaleDescription: 'Remise en vente par un abonné',
  parkings: {
    large: { name: 'Parking P1 — Nord', description: 'À 5 minutes à pied de la tribune Nord' },
    small: { name: 'Parking VIP — Tribune d’honneur', description: 'Deux places au pied de la tribune' },
  },
};
