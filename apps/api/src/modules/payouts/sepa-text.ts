/*
 * Text in a SEPA transfer file must keep to the EPC's Latin character set (letters a–z without
 * accents, digits, space and / - ? : ( ) . , ' +); banks refuse or garble the rest. Names and
 * remittance texts are folded into it: accents dropped ("Hélène" → "Helene"), other letters
 * (Cyrillic…) and symbols left out.
 */

const OUTSIDE_SEPA = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/** `text` in SEPA's character set, at most `max` characters; `fallback` when nothing is left. */
export function sepaText(text: string, max: number, fallback: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæøœ]/gi, (c) => ({ ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', Æ: 'AE', Ø: 'O', Œ: 'OE' })[c] ?? '')
    .replace(/[·•–—_|]/g, '-')
    .replace(OUTSIDE_SEPA, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // An id must not start with "/" nor hold "//" (EPC rule), and it costs nothing for texts too.
    .replace(/\/{2,}/g, '/')
    .replace(/^\//, '');
  const cut = folded.slice(0, max).trim();
  return cut.length > 0 ? cut : fallback;
}

/** An IBAN as staff see it in lists: country, check digits and the last four, the rest hidden. */
export function maskIban(iban: string | null): string | null {
  if (!iban) return null;
  const compact = iban.replace(/\s+/g, '');
  if (compact.length <= 8) return compact;
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}
