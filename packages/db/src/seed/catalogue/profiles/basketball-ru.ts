import { basketballArenaSpec } from '@stadio/venues';
import { competition, properName, STANDS } from '../catalogue-words';
import type { DemoProfile } from '../demo-profile';

/** A Russian basketball club: Superleague and cup, a 9,000-seat arena. */
export const basketballRu: DemoProfile = {
  venueSpec: basketballArenaSpec,
  stands: {
    top: { letter: 'N', name: STANDS.north },
    right: { letter: 'E', name: STANDS.east },
    bottom: { letter: 'S', name: STANDS.central },
    left: { letter: 'W', name: STANDS.west },
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
        fr: 'Centre, tribune basse',
        en: 'Centre, lower tier',
        es: 'Centro, grada baja',
        nl: 'Midden, onderring',
        ru: 'Центр, нижний ярус',
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
        es: 'Gradas laterales',
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
        fr: 'Tribunes d’extrémité et angles',
        en: 'End stands and corners',
        es: 'Fondos y esquinas',
        nl: 'Kopse kanten en hoeken',
        ru: 'Торцевые трибуны и углы',
      },
    },
    standing: {
      name: {
        fr: 'Tribune des supporters',
        en: 'Fan zone',
        es: 'Grada de animación',
        nl: 'Fanvak',
        ru: 'Фан-сектор',
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
    key: 'vip-2019',
    name: {
      fr: 'Loge VIP (archive)',
      en: 'VIP box (archived)',
      es: 'Palco VIP (archivo)',
      nl: 'VIP-loge (archief)',
      ru: 'VIP-ложа (архив)',
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
  kickOff: '19:00',
  fullPrices: { centre: 3500, side: 2500, end: 1800, away: 1500, standing: 1000 },
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
        fr: 'Étudiants et retraités (sur justificatif)',
        en: 'Students and pensioners (with proof)',
        es: 'Estudiantes y jubilados (con justificante)',
        nl: 'Studenten en gepensioneerden (met bewijs)',
        ru: 'Студенты и пенсионеры (при предъявлении документа)',
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
        fr: 'Tarif entreprise 2022',
        en: 'Corporate 2022',
        es: 'Tarifa empresa 2022',
        nl: 'Bedrijfstarief 2022',
        ru: 'Корпоративный 2022',
      },
      description: {
        fr: 'Offre archivée',
        en: 'Archived offer',
        es: 'Oferta archivada',
        nl: 'Gearchiveerd aanbod',
        ru: 'Архивное предложение',
      },
    },
  },
  competitions: {
    league: competition(properName('Суперлига', 'Superleague'), 'league'),
    cup: competition(
      {
        fr: 'Coupe de Russie',
        en: 'Russian Cup',
        es: 'Copa de Rusia',
        nl: 'Russische beker',
        ru: 'Кубок России',
      },
      'cup',
    ),
  },
  opponents: [
    {
      key: 'ural',
      name: 'Урал Екатеринбург',
      latinName: 'Ural Yekaterinburg',
      colours: ['#F57C00', '#1A1A1A'],
    },
    { key: 'kama', name: 'Кама Казань', latinName: 'Kama Kazan', colours: ['#00897B', '#FFFFFF'] },
    {
      key: 'sibir',
      name: 'Сибирь Новосибирск',
      latinName: 'Sibir Novosibirsk',
      colours: ['#1565C0', '#FFFFFF'],
    },
    { key: 'don', name: 'Дон Ростов', latinName: 'Don Rostov', colours: ['#FBC02D', '#0D47A1'] },
    { key: 'baikal', name: 'Байкал Иркутск', latinName: 'Baikal Irkutsk', colours: ['#0277BD', '#B3E5FC'] },
    { key: 'amur', name: 'Амур Хабаровск', latinName: 'Amur Khabarovsk', colours: ['#C62828', '#FFEB3B'] },
    {
      key: 'volga',
      name: 'Волга Нижний Новгород',
      latinName: 'Volga Nizhny Novgorod',
      colours: ['#283593', '#E53935'],
    },
    {
      key: 'tavria',
      name: 'Таврия Краснодар',
      latinName: 'Tavria Krasnodar',
      colours: ['#2E7D32', '#FFD54F'],
    },
  ],
  packs: {
    'pack-1': {
      name: {
        fr: 'Pack 3 matchs : automne',
        en: 'Three-match pass: autumn',
        es: 'Abono de 3 partidos: otoño',
        nl: '3-wedstrijdenpakket: herfst',
        ru: 'Абонемент на 3 матча: осень',
      },
      description: {
        fr: 'Trois matchs à domicile, même place',
        en: 'Three home matches, same seat',
        es: 'Tres partidos en casa, el mismo asiento',
        nl: 'Drie thuiswedstrijden, vaste plaats',
        ru: 'Три домашних матча, одно место',
      },
    },
    'pack-2': {
      name: {
        fr: 'Pack 3 matchs : hiver',
        en: 'Three-match pass: winter',
        es: 'Abono de 3 partidos: invierno',
        nl: '3-wedstrijdenpakket: winter',
        ru: 'Абонемент на 3 матча: зима',
      },
      description: {
        fr: 'Les trois prochains matchs à domicile, même place',
        en: 'The next three home matches, same seat',
        es: 'Los tres próximos partidos en casa, el mismo asiento',
        nl: 'De volgende drie thuiswedstrijden, vaste plaats',
        ru: 'Три следующих домашних матча, одно место',
      },
    },
    season: {
      name: {
        fr: 'Abonnement saison',
        en: 'Season pass',
        es: 'Abono de temporada',
        nl: 'Seizoenkaart',
        ru: 'Сезонный абонемент',
      },
      description: {
        fr: 'Tous les matchs de championnat à domicile restants, même place',
        en: 'Every remaining home league match, same seat',
        es: 'Todos los partidos de liga en casa que quedan, el mismo asiento',
        nl: 'Alle resterende thuiswedstrijden in de competitie, vaste plaats',
        ru: 'Все оставшиеся домашние матчи чемпионата, одно место',
      },
    },
  },
  resaleDescription: 'Перепродажа от владельца абонемента',
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
        es: 'A 5 minutos a pie de la grada norte',
        nl: '5 minuten lopen van de noordtribune',
        ru: '5 минут пешком до северной трибуны',
      },
    },
    small: {
      name: {
        fr: 'Parking VIP — Tribune centrale',
        en: 'VIP car park — Central Stand',
        es: 'Aparcamiento VIP — Tribuna central',
        nl: 'VIP-parkeerplaats — Centrale tribune',
        ru: 'VIP-парковка — Центральная трибуна',
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
