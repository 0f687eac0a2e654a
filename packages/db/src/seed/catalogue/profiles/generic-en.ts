import { smallVenueSpec } from '@stadio/venues';
import { competition, properName, STANDS } from '../catalogue-words';
import type { DemoProfile } from '../demo-profile';

/** Any other club (test fixtures, new clubs): a small ground, English names. */
export function genericEn(pitch: 'football' | 'hockey' | 'basketball' = 'football'): DemoProfile {
  return {
    venueSpec: (naming) => smallVenueSpec(naming, pitch),
    stands: {
      top: { letter: 'N', name: STANDS.north },
      right: { letter: 'E', name: STANDS.eastEnd },
      bottom: { letter: 'S', name: STANDS.main },
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
          fr: 'Centre, tribunes principale et nord',
          en: 'Centre, main and north stands',
          es: 'Centro, tribunas principal y norte',
          nl: 'Midden, hoofd- en noordtribune',
          ru: 'Центр, главная и северная трибуны',
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
          fr: 'Tribunes principale et nord',
          en: 'Main and north stands',
          es: 'Tribunas principal y norte',
          nl: 'Hoofd- en noordtribune',
          ru: 'Главная и северная трибуны',
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
          fr: 'Places debout',
          en: 'Standing',
          es: 'De pie',
          nl: 'Staanplaatsen',
          ru: 'Стоячие места',
        },
        description: {
          fr: 'Tribune debout, placement libre',
          en: 'Terrace, unreserved',
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
      key: 'boxes-2020',
      name: {
        fr: 'Loges (retirées)',
        en: 'Boxes (withdrawn)',
        es: 'Palcos (retirados)',
        nl: 'Loges (vervallen)',
        ru: 'Ложи (сняты с продажи)',
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
    kickOff: '19:45',
    fullPrices: { centre: 2500, side: 2000, end: 1500, away: 1200, standing: 800 },
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
          fr: 'Étudiants et plus de 65 ans, sur justificatif',
          en: 'Students and over-65s, with proof',
          es: 'Estudiantes y mayores de 65 años, con justificante',
          nl: 'Studenten en 65-plussers, met bewijs',
          ru: 'Студенты и старше 65 лет, при предъявлении документа',
        },
      },
      child: {
        name: {
          fr: 'Moins de 12 ans',
          en: 'Under 12',
          es: 'Menores de 12 años',
          nl: 'Jonger dan 12',
          ru: 'До 12 лет',
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
          fr: 'Offre retirée',
          en: 'Withdrawn offer',
          es: 'Oferta retirada',
          nl: 'Ingetrokken aanbod',
          ru: 'Отозванное предложение',
        },
      },
    },
    competitions: {
      league: competition(properName('National League'), 'league'),
      cup: competition(properName('National Cup'), 'cup'),
    },
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
      'pack-1': {
        name: {
          fr: 'Pack 3 matchs : automne',
          en: 'Three-match pack: autumn',
          es: 'Pack de 3 partidos: otoño',
          nl: '3-wedstrijdenpakket: herfst',
          ru: 'Пакет на 3 матча: осень',
        },
        description: {
          fr: 'Trois matchs de championnat à domicile, même place',
          en: 'Three home league matches, same seat',
          es: 'Tres partidos de liga en casa, el mismo asiento',
          nl: 'Drie thuiswedstrijden in de competitie, vaste plaats',
          ru: 'Три домашних матча чемпионата, одно место',
        },
      },
      'pack-2': {
        name: {
          fr: 'Pack 3 matchs : hiver',
          en: 'Three-match pack: winter',
          es: 'Pack de 3 partidos: invierno',
          nl: '3-wedstrijdenpakket: winter',
          ru: 'Пакет на 3 матча: зима',
        },
        description: {
          fr: 'Les trois prochains matchs de championnat à domicile, même place',
          en: 'The next three home league matches, same seat',
          es: 'Los tres próximos partidos de liga en casa, el mismo asiento',
          nl: 'De volgende drie thuiswedstrijden in de competitie, vaste plaats',
          ru: 'Три следующих домашних матча чемпионата, одно место',
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
          fr: 'Tous les matchs de championnat à domicile restants, même place',
          en: 'Every remaining home league match, same seat',
          es: 'Todos los partidos de liga en casa que quedan, el mismo asiento',
          nl: 'Alle resterende thuiswedstrijden in de competitie, vaste plaats',
          ru: 'Все оставшиеся домашние матчи чемпионата, одно место',
        },
      },
    },
    resaleDescription: 'Put back on sale by a season-ticket holder',
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
}
