import { basketballArenaSpec } from '@stadio/venues';
import type { DemoProfile } from '../demo-profile';

/** A Russian basketball club: Superleague and cup, a 9,000-seat arena. */
export const basketballRu: DemoProfile = {
  venueSpec: basketballArenaSpec,
  stands: {
    top: { letter: 'N', name: 'Северная трибуна' },
    right: { letter: 'E', name: 'Восточная трибуна' },
    bottom: { letter: 'S', name: 'Центральная трибуна' },
    left: { letter: 'W', name: 'Западная трибуна' },
  },
  categories: {
    centre: { name: 'Категория 1', description: 'Центр, нижний ярус' },
    side: { name: 'Категория 2', description: 'Боковые трибуны' },
    end: { name: 'Категория 3', description: 'Торцевые трибуны и углы' },
    standing: { name: 'Фан-сектор', description: 'Стоячие места, свободная рассадка' },
    away: { name: 'Гостевой сектор', description: 'Только для болельщиков гостей' },
  },
  retiredCategory: { key: 'vip-2019', name: 'VIP-ложа (архив)', description: 'Больше не продаётся' },
  saleChannelName: 'Website',
  kickOff: '19:00',
  fullPrices: { centre: 3500, side: 2500, end: 1800, away: 1500, standing: 1000 },
  products: {
    full: { name: 'Полный' },
    reduced: { name: 'Льготный', description: 'Студенты и пенсионеры (при предъявлении документа)' },
    child: { name: 'Детский до 12 лет' },
    resale: { name: 'Перепродажа', description: 'Билет, выставленный болельщиком' },
    retired: { name: 'Корпоративный 2022', description: 'Архивное предложение' },
  },
  competitions: {
    league: { name: 'Суперлига', description: 'Регулярный чемпионат' },
    cup: { name: 'Кубок России', description: 'Национальный кубок' },
  },
  roundLabel: (competition, round) =>
    competition === 'league'
      ? `${round}-й тур`
      : (['1/16 финала', '1/8 финала', '1/4 финала', '1/2 финала'][round - 1] ?? 'Финал'),
  opponents: [
    { key: 'ural', name: 'Урал Екатеринбург', colours: ['#F57C00', '#1A1A1A'] },
    { key: 'kama', name: 'Кама Казань', colours: ['#00897B', '#FFFFFF'] },
    { key: 'sibir', name: 'Сибирь Новосибирск', colours: ['#1565C0', '#FFFFFF'] },
    { key: 'don', name: 'Дон Ростов', colours: ['#FBC02D', '#0D47A1'] },
    { key: 'baikal', name: 'Байкал Иркутск', colours: ['#0277BD', '#B3E5FC'] },
    { key: 'amur', name: 'Амур Хабаровск', colours: ['#C62828', '#FFEB3B'] },
    { key: 'volga', name: 'Волга Нижний Новгород', colours: ['#283593', '#E53935'] },
    { key: 'tavria', name: 'Таврия Краснодар', colours: ['#2E7D32', '#FFD54F'] },
  ],
  packs: {
    'pack-1': { name: 'Абонемент на 3 матча: осень', description: 'Три домашних матча, одно место' },
    'pack-2': { name: 'Абонемент на 3 матча: зима', description: 'Три следующих домашних матча, одно место' },
    season: {
      name: 'Сезонный абонемент',
      description: 'Все оставшиеся домашние матчи чемпионата, одно место',
    },
  },
  resaleDescription: 'Перепродажа от владельца абонемента',
  parkings: {
    large: { name: 'Парковка P1 — Север', description: '5 минут пешком до северной трибуны' },
    small: { name: 'VIP-парковка — Центральная трибуна', description: 'Два места у главного входа' },
  },
};
