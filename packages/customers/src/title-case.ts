/**
 * Title-cases a person's name (docs/product.md#validation-rules): every word starts with a capital, the rest
 * is lower case. Hyphens and apostrophes start a new word, so "jean-pierre o'neil" gives "Jean-Pierre
 * O'Neil".
 */
export function titleCase(name: string): string {
  return name
    .toLocaleLowerCase()
    .replace(/(^|[\s\-'’])(\p{L})/gu, (_match, separator: string, letter: string) => {
      return separator + letter.toLocaleUpperCase();
    });
}
