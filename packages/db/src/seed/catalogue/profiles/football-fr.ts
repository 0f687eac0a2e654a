import { footballStadiumSpec } from '@stadio/venues';
import { competition, nicknamed, properName, STANDS } from '../catalogue-words';
import type { DemoProfile } from '../demo-profile';

/** A French football club: Ligue and Coupe, a 30,000-seat stadium with a kop. */
export const footballFr: DemoProfile = {
  venueSpec: footballStadiumSpec,
  stands: {
    top: { letter: 'N', name: STANDS.north },
    right: { letter: 'E', name: STANDS.eastEnd },
    bottom: { letter: 'S', name: STANDS.mainSouth },
    left: { letter: 'W', name: nicknamed(STANDS.westEnd, 'Kop') },
  },
  categories: {
    centre: {
      name: {
        fr: 'Catégorie 1',
        en: 'Category 1',
        es: 'Categoría 1',
        nl: 'Categorie 1',
        ru: 'Категория 1',
      },
      description: {
        fr: 'Tribunes latérales, axe central, bas de tribune',
        en: 'Side stands, halfway line, lower tier',
        es: 'Tribunas laterales, zona central, grada baja',
        nl: 'Zijtribunes, middenlijn, onderring',
        ru: 'Боковые трибуны, центр, нижний ярус',
      },
    },
    side: {
      name: {
        fr: 'Catégorie 2',
        en: 'Category 2',
        es: 'Categoría 2',
        nl: 'Categorie 2',
        ru: 'Категория 2',
      },
      description: {
        fr: 'Tribunes latérales',
        en: 'Side stands',
        es: 'Tribunas laterales',
        nl: 'Zijtribunes',
        ru: 'Боковые трибуны',
      },
    },
    end: {
      name: {
        fr: 'Catégorie 3',
        en: 'Category 3',
        es: 'Categoría 3',
        nl: 'Categorie 3',
        ru: 'Категория 3',
      },
      description: {
        fr: 'Virages et angles',
        en: 'Ends and corners',
        es: 'Fondos y esquinas',
        nl: 'Bochten en hoeken',
        ru: 'Торцевые трибуны и углы',
      },
    },
    standing: {
      name: {
        fr: 'Kop debout',
        en: 'Standing kop',
        es: 'Grada de animación de pie',
        nl: 'Staanplaatsen kop',
        ru: 'Фан-сектор (стоячие места)',
      },
      description: {
        fr: 'Places debout, placement libre',
        en: 'Standing, unreserved',
        es: 'De pie, sin asiento asignado',
        nl: 'Staanplaatsen, vrije plaatskeuze',
        ru: 'Стоячие места, свободная рассадка',
      },
    },
    away: {
      name: {
        fr: 'Parcage visiteurs',
        en: 'Away section',
        es: 'Zona visitante',
        nl: 'Uitvak',
        ru: 'Гостевой сектор',
      },
      description: {
        fr: 'Réservé aux supporters adverses',
        en: 'Visiting supporters only',
        es: 'Solo para aficionados visitantes',
        nl: 'Alleen voor supporters van de bezoekers',
        ru: 'Только для болельщиков гостей',
      },
    },
  },
  retiredCategory: {
    key: 'loges-2019',
    name: {
      fr: 'Loges (ancienne offre)',
      en: 'Boxes (former offer)',
      es: 'Palcos (oferta anterior)',
      nl: 'Loges (vervallen aanbod)',
      ru: 'Ложи (прежнее предложение)',
    },
    description: {
      fr: 'Plus commercialisé',
      en: 'No longer sold',
      es: 'Ya no está a la venta',
      nl: 'Niet meer te koop',
      ru: 'Больше не продаётся',
    },
  },
  saleChannelName: 'Website',
  kickOff: '20:45',
  fullPrices: { centre: 6500, side: 4500, end: 3000, away: 2500, standing: 1500 },
  products: {
    full: {
      name: {
        fr: 'Plein tarif',
        en: 'Full price',
        es: 'Tarifa general',
        nl: 'Volledig tarief',
        ru: 'Полный',
      },
    },
    reduced: {
      name: {
        fr: 'Tarif réduit',
        en: 'Concession',
        es: 'Tarifa reducida',
        nl: 'Reductie',
        ru: 'Льготный',
      },
      description: {
        fr: 'Étudiants, demandeurs d’emploi, plus de 65 ans (justificatif)',
        en: 'Students, jobseekers, over-65s (with proof)',
        es: 'Estudiantes, desempleados, mayores de 65 años (con justificante)',
        nl: 'Studenten, werkzoekenden, 65-plussers (met bewijs)',
        ru: 'Студенты, безработные, старше 65 лет (при предъявлении документа)',
      },
    },
    child: {
      name: {
        fr: 'Enfant -12 ans',
        en: 'Under 12',
        es: 'Niño menor de 12 años',
        nl: 'Kind t/m 11 jaar',
        ru: 'Детский до 12 лет',
      },
      description: {
        fr: 'Moins de 12 ans le jour du match (justificatif)',
        en: 'Under 12 on match day (with proof)',
        es: 'Menor de 12 años el día del partido (con justificante)',
        nl: 'Jonger dan 12 op de wedstrijddag (met bewijs)',
        ru: 'Младше 12 лет в день матча (при предъявлении документа)',
      },
    },
    resale: {
      name: {
        fr: 'Revente',
        en: 'Resale',
        es: 'Reventa',
        nl: 'Doorverkoop',
        ru: 'Перепродажа',
      },
      description: {
        fr: 'Place remise en vente par un supporter',
        en: 'Put back on sale by a fan',
        es: 'Entrada puesta a la venta por un aficionado',
        nl: 'Door een supporter doorverkocht',
        ru: 'Билет, выставленный болельщиком',
      },
    },
    retired: {
      name: {
        fr: 'Tarif CE 2022',
        en: 'Works council 2022',
        es: 'Tarifa comité de empresa 2022',
        nl: 'Ondernemingsraadtarief 2022',
        ru: 'Тариф профкома 2022',
      },
      description: {
        fr: 'Offre terminée',
        en: 'Offer ended',
        es: 'Oferta finalizada',
        nl: 'Aanbod beëindigd',
        ru: 'Предложение завершено',
      },
    },
  },
  competitions: {
    league: competition(properName('Ligue Azur'), 'league'),
    cup: competition(properName('Coupe de France'), 'cup'),
  },
  opponents: [
    { key: 'as-provence', name: 'AS Provence', colours: ['#0E4C92', '#F2C500'] },
    { key: 'stade-armoricain', name: 'Stade Armoricain', colours: ['#111111', '#E30613'] },
    { key: 'racing-lorraine', name: 'Racing Club de Lorraine', colours: ['#C8102E', '#FFD700'] },
    { key: 'olympique-rhodanien', name: 'Olympique Rhodanien', colours: ['#1B2A6B', '#D71920'] },
    {
      key: 'girondins-estuaire',
      name: 'Girondins de l’Estuaire',
      colours: ['#002B5C', '#FFFFFF'],
    },
    { key: 'fc-alpes', name: 'FC des Alpes', colours: ['#2E7D32', '#E8F5E9'] },
    { key: 'us-flandres', name: 'US Flandres', colours: ['#FDD835', '#1A1A1A'] },
    { key: 'sc-pyrenees', name: 'SC Pyrénées', colours: ['#6A1B9A', '#FFB300'] },
  ],
  packs: {
    'pack-1': {
      name: {
        fr: 'Pack 3 matchs – Automne',
        en: 'Three-match pack – Autumn',
        es: 'Pack de 3 partidos – Otoño',
        nl: '3-wedstrijdenpakket – Herfst',
        ru: 'Пакет на 3 матча – Осень',
      },
      description: {
        fr: 'Trois matchs de Ligue à domicile, même place',
        en: 'Three home league matches, same seat',
        es: 'Tres partidos de liga en casa, el mismo asiento',
        nl: 'Drie thuiswedstrijden in de competitie, vaste plaats',
        ru: 'Три домашних матча чемпионата, одно место',
      },
    },
    'pack-2': {
      name: {
        fr: 'Pack 3 matchs – Sprint',
        en: 'Three-match pack – Sprint',
        es: 'Pack de 3 partidos – Sprint',
        nl: '3-wedstrijdenpakket – Sprint',
        ru: 'Пакет на 3 матча – Спринт',
      },
      description: {
        fr: 'Les trois prochains matchs de Ligue, même place',
        en: 'The next three league matches, same seat',
        es: 'Los tres próximos partidos de liga, el mismo asiento',
        nl: 'De volgende drie competitiewedstrijden, vaste plaats',
        ru: 'Три следующих матча чемпионата, одно место',
      },
    },
    season: {
      name: {
        fr: 'Abonnement saison',
        en: 'Season ticket',
        es: 'Abono de temporada',
        nl: 'Seizoenkaart',
        ru: 'Сезонный абонемент',
      },
      description: {
        fr: 'Tous les matchs de Ligue à domicile restants, même place',
        en: 'Every remaining home league match, same seat',
        es: 'Todos los partidos de liga en casa que quedan, el mismo asiento',
        nl: 'Alle resterende thuiswedstrijden in de competitie, vaste plaats',
        ru: 'Все оставшиеся домашние матчи чемпионата, одно место',
      },
    },
  },
  resaleDescription: 'Remise en vente par un abonné',
  parkings: {
    large: {
      name: {
        fr: 'Parking P1 — Nord',
        en: 'Car park P1 — North',
        es: 'Aparcamiento P1 — Norte',
        nl: 'Parkeerplaats P1 — Noord',
        ru: 'Парковка P1 — Север',
      },
      description: {
        fr: 'À 5 minutes à pied de la tribune Nord',
        en: "5 minutes' walk from the North Stand",
        es: 'A 5 minutos a pie de la tribuna norte',
        nl: '5 minuten lopen van de noordtribune',
        ru: '5 минут пешком до северной трибуны',
      },
    },
    small: {
      name: {
        fr: 'Parking VIP — Tribune d’honneur',
        en: 'VIP car park — Main Stand',
        es: 'Aparcamiento VIP — Tribuna de honor',
        nl: 'VIP-parkeerplaats — Eretribune',
        ru: 'VIP-парковка — Главная трибуна',
      },
      description: {
        fr: 'Deux places au pied de la tribune',
        en: 'Two places at the foot of the stand',
        es: 'Dos plazas al pie de la tribuna',
        nl: 'Twee plaatsen aan de voet van de tribune',
        ru: 'Два места у подножия трибуны',
      },
    },
  },
};
