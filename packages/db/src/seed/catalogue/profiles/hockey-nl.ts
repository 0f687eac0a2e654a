import { hockeyArenaSpec } from '@stadio/venues';
import { competition, properName, STANDS } from '../catalogue-words';
import type { DemoProfile } from '../demo-profile';

/** A Dutch ice hockey club: BeNe League and cup, a 12,000-seat rink. */
export const hockeyNl: DemoProfile = {
  venueSpec: hockeyArenaSpec,
  stands: {
    top: { letter: 'N', name: STANDS.north },
    right: { letter: 'E', name: STANDS.eastEnd },
    bottom: { letter: 'S', name: STANDS.mainSouth },
    left: { letter: 'W', name: STANDS.westEnd },
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
        fr: 'Grande tribune latérale, centre, anneau inférieur',
        en: 'Long side, centre, lower ring',
        es: 'Lateral larga, centro, anillo inferior',
        nl: 'Lange zijde, midden, onderring',
        ru: 'Длинная сторона, центр, нижнее кольцо',
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
        fr: 'Grandes tribunes latérales',
        en: 'Long sides',
        es: 'Laterales largos',
        nl: 'Lange zijden',
        ru: 'Длинные стороны',
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
        ru: 'Торцы и углы',
      },
    },
    standing: {
      name: {
        fr: 'Places debout',
        en: 'Standing',
        es: 'De pie',
        nl: 'Staanplaatsen',
        ru: 'Стоячие места',
      },
      description: {
        fr: 'Tribune debout, placement libre',
        en: 'Standing terrace, unreserved',
        es: 'Grada de pie, sin asiento asignado',
        nl: 'Staantribune, vrije plaatskeuze',
        ru: 'Стоячая трибуна, свободная рассадка',
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
    key: 'skybox-2020',
    name: {
      fr: 'Skybox (offre terminée)',
      en: 'Skybox (withdrawn)',
      es: 'Skybox (retirado)',
      nl: 'Skybox (vervallen)',
      ru: 'Скайбокс (снят с продажи)',
    },
    description: {
      fr: 'Plus en vente',
      en: 'No longer sold',
      es: 'Ya no está a la venta',
      nl: 'Niet meer te koop',
      ru: 'Больше не продаётся',
    },
  },
  saleChannelName: 'Website',
  kickOff: '19:30',
  fullPrices: { centre: 4200, side: 3200, end: 2400, away: 2200, standing: 1500 },
  products: {
    full: {
      name: {
        fr: 'Adulte',
        en: 'Adult',
        es: 'Adulto',
        nl: 'Volwassene',
        ru: 'Взрослый',
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
        fr: 'Étudiants et plus de 65 ans (avec pièce d’identité)',
        en: 'Students and over-65s (with ID)',
        es: 'Estudiantes y mayores de 65 años (con identificación)',
        nl: 'Studenten en 65-plussers (met legitimatie)',
        ru: 'Студенты и старше 65 лет (с удостоверением)',
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
        fr: 'Tarif entreprise 2021',
        en: 'Corporate 2021',
        es: 'Tarifa empresa 2021',
        nl: 'Bedrijfstarief 2021',
        ru: 'Корпоративный 2021',
      },
      description: {
        fr: 'Offre expirée',
        en: 'Expired offer',
        es: 'Oferta caducada',
        nl: 'Vervallen aanbod',
        ru: 'Истёкшее предложение',
      },
    },
  },
  competitions: {
    league: competition(properName('BeNe League'), 'league'),
    cup: competition(
      {
        fr: 'Coupe de hockey sur glace',
        en: 'Ice Hockey Cup',
        es: 'Copa de hockey sobre hielo',
        nl: 'IJshockey Beker',
        ru: 'Кубок по хоккею',
      },
      'cup',
    ),
  },
  opponents: [
    {
      key: 'rotterdam-havenberen',
      name: 'Rotterdam Havenberen',
      colours: ['#00843D', '#FFFFFF'],
    },
    { key: 'utrecht-domtorens', name: 'Utrecht Domtorens', colours: ['#C8102E', '#FFFFFF'] },
    {
      key: 'groningen-noorderlicht',
      name: 'Groningen Noorderlicht',
      colours: ['#00205B', '#5BC2E7'],
    },
    { key: 'eindhoven-lynx', name: 'Eindhoven Lichtstad Lynx', colours: ['#FF6A13', '#1A1A1A'] },
    { key: 'nijmegen-waalwolven', name: 'Nijmegen Waalwolven', colours: ['#4B2E83', '#E0E0E0'] },
    {
      key: 'friese-vliegers',
      name: 'Friese Vliegers Heerenveen',
      colours: ['#0057B8', '#FFD100'],
    },
    { key: 'tilburg-ijsvalken', name: 'Tilburg IJsvalken', colours: ['#B3001B', '#F2C400'] },
    {
      key: 'antwerpen-scheldestars',
      name: 'Antwerpen Scheldestars',
      colours: ['#111111', '#D4AF37'],
    },
  ],
  packs: {
    'pack-1': {
      name: {
        fr: 'Pack 3 matchs Automne',
        en: 'Three-game pack Autumn',
        es: 'Pack de 3 partidos Otoño',
        nl: '3-wedstrijdenpakket Herfst',
        ru: 'Пакет на 3 матча: осень',
      },
      description: {
        fr: 'Trois matchs à domicile, place fixe',
        en: 'Three home games, same seat',
        es: 'Tres partidos en casa, asiento fijo',
        nl: 'Drie thuiswedstrijden, vaste plaats',
        ru: 'Три домашних матча, одно место',
      },
    },
    'pack-2': {
      name: {
        fr: 'Pack 3 matchs Hiver',
        en: 'Three-game pack Winter',
        es: 'Pack de 3 partidos Invierno',
        nl: '3-wedstrijdenpakket Winter',
        ru: 'Пакет на 3 матча: зима',
      },
      description: {
        fr: 'Les trois prochains matchs à domicile, place fixe',
        en: 'The next three home games, same seat',
        es: 'Los tres próximos partidos en casa, asiento fijo',
        nl: 'De volgende drie thuiswedstrijden, vaste plaats',
        ru: 'Три следующих домашних матча, одно место',
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
        fr: 'Tous les matchs de championnat à domicile restants, place fixe',
        en: 'Every remaining home league game, same seat',
        es: 'Todos los partidos de liga en casa que quedan, asiento fijo',
        nl: 'Alle resterende competitiewedstrijden thuis, vaste plaats',
        ru: 'Все оставшиеся домашние матчи чемпионата, одно место',
      },
    },
  },
  resaleDescription: 'Doorverkocht door een seizoenkaarthouder',
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
        fr: 'Parking VIP — Tribune principale',
        en: 'VIP car park — Main Stand',
        es: 'Aparcamiento VIP — Tribuna principal',
        nl: 'VIP-parkeerplaats — Hoofdtribune',
        ru: 'VIP-парковка — Главная трибуна',
      },
      description: {
        fr: 'Deux places près de l’entrée principale',
        en: 'Two places by the main entrance',
        es: 'Dos plazas junto a la entrada principal',
        nl: 'Twee plaatsen bij de hoofdingang',
        ru: 'Два места у главного входа',
      },
    },
  },
};
