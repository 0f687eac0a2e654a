const LOWER_CASE_WORDS = new Set([
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'van',
  'der',
  'den',
  'het',
  'of',
  'the',
]);

/** A venue name from a stadium id: "stade-des-pins" → "Stade des Pins", "amstel-ijshal" → "Amstel IJshal". */
export function venueName(stadiumId: string): string {
  return stadiumId
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word, i) => {
      if (i > 0 && LOWER_CASE_WORDS.has(word)) return word;
      // Dutch capitalises the IJ digraph as one letter.
      if (/^ij/i.test(word)) return `IJ${word.slice(2)}`;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}
