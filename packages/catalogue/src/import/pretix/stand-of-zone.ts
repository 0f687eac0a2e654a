/**
 * The stand a zone belongs to, as its name says: the name without its block number ("North 1" →
 * "North", "N12" → "N", "Tribune Nord 3" → "Tribune Nord"), else its first word ("North Upper" →
 * "North"), else the name itself ("Kop"). A name of digits only ("101") says nothing: undefined.
 */
export function standOfZone(zoneName: string): string | undefined {
  const name = zoneName.trim();
  const numbered = /^(.*?)[\s._/-]*\d+[a-zA-Z]?$/u.exec(name);
  const before = numbered?.[1]?.replace(/[\s._/-]+$/u, '');
  if (before && /\p{L}/u.test(before)) return before;
  const words = name.split(/\s+/u);
  if (words.length > 1 && words[0] && /\p{L}/u.test(words[0])) return words[0];
  if (/\p{L}/u.test(name) && !/\d/.test(name)) return name;
  return undefined;
}
