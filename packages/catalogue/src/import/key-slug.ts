/*
 * Keys made from names a person wrote ("Olympique Lyonnais", "Зенит", "Catégorie 1"): the files
 * refer to opponents, categories and stands by key (format/common.ts keySchema), and a key must
 * stay the same at every import of the same name.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

/** Latin letters that do not fall apart into a letter and an accent. */
const LATIN: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** Longest key the files accept (keySchema). */
const MAX_KEY = 63;

/** A short, stable hexadecimal fingerprint of a text (FNV-1a), for names with no letters to keep. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A key from a name: ASCII, lower case, words joined by dashes; accents dropped ("Bérénice" →
 * "berenice") and Cyrillic transliterated simply ("Зенит" → "zenit"). A name with nothing to keep
 * ("★★★") gets `<fallback>-<fingerprint>`, still the same for the same name.
 */
export function keyFromName(name: string, fallback = 'key'): string {
  const latin = [...name.toLowerCase()]
    .map((char) => CYRILLIC[char] ?? LATIN[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const words = latin.replace(/&/g, ' and ').match(/[a-z0-9]+/g) ?? [];
  let key = '';
  for (const word of words) {
    const next = key ? `${key}-${word}` : word;
    if (next.length > MAX_KEY) break;
    key = next;
  }
  if (!key && words[0]) key = words[0].slice(0, MAX_KEY);
  return key || `${fallback}-${fingerprint(name)}`;
}

/** The key of an opponent from its name as a fixture list writes it ("Paris Saint-Germain" → "paris-saint-germain"). */
export function opponentKey(name: string): string {
  return keyFromName(name.trim(), 'opponent');
}

/** Keys from names, made unique in their list by a number ("cat-1", "cat-1-2"), in the order given. */
export function uniqueKeys(names: readonly string[], fallback = 'key'): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = keyFromName(name, fallback);
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base.slice(0, MAX_KEY - String(n).length - 1)}-${n}`;
    used.add(key);
    return key;
  });
}
