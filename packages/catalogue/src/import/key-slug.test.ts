import { describe, expect, it } from 'vitest';
import { keySchema } from '../format/common';
import { keyFromName, opponentKey, uniqueKeys } from './key-slug';

describe('opponentKey', () => {
  it.each([
    ['Olympique Lyonnais', 'olympique-lyonnais'],
    ['  Paris Saint-Germain ', 'paris-saint-germain'],
    ['AS Saint-Étienne', 'as-saint-etienne'],
    ['Bayern München', 'bayern-munchen'],
    ['Brighton & Hove Albion', 'brighton-and-hove-albion'],
    ['Zenit St. Petersburg', 'zenit-st-petersburg'],
    ['Зенит Санкт-Петербург', 'zenit-sankt-peterburg'],
    ['ЦСКА Москва', 'tsska-moskva'],
    ['Динамо Київ', 'dinamo-kiyiv'],
    ['Malmö FF', 'malmo-ff'],
    ['Lech Poznań', 'lech-poznan'],
    ['Śląsk Wrocław', 'slask-wroclaw'],
    ['1. FC Köln', '1-fc-koln'],
  ])('%s → %s', (name, key) => {
    expect(opponentKey(name)).toBe(key);
    expect(keySchema.safeParse(key).success).toBe(true);
  });

  it('gives a stable key of the right form to a name with no letters', () => {
    const key = opponentKey('★★★');
    expect(key).toMatch(/^opponent-[0-9a-f]{8}$/);
    expect(opponentKey('★★★')).toBe(key);
    expect(opponentKey('☆☆☆')).not.toBe(key);
  });

  it('stops at a word boundary within the length a key may have', () => {
    const key = keyFromName(
      'Sociedad Deportiva Cultural y Recreativa de la Villa de San Bartolomé de Tirajana',
    );
    expect(key.length).toBeLessThanOrEqual(63);
    expect(key.endsWith('-')).toBe(false);
    expect(keySchema.safeParse(key).success).toBe(true);
  });
});

describe('uniqueKeys', () => {
  it('numbers the second of two names that make the same key', () => {
    expect(uniqueKeys(['Cat 1', 'cat-1', 'Cat 2', 'CAT 1'])).toEqual([
      'cat-1',
      'cat-1-2',
      'cat-2',
      'cat-1-3',
    ]);
  });
});
