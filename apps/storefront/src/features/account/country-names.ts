import 'server-only';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import type { Locale } from '@stadio/tenants';
import { COUNTRY_CODES } from './country-codes';
import type { CountryOption } from './countries-context';

for (const names of [en, es, fr, nl, ru]) countries.registerLocale(names);

/**
 * Countries as a select lists them, named and sorted here on the server by their name in
 * `locale` (forms put the club's country first). The names come from a kept list per
 * language (i18n-iso-countries), not from `Intl.DisplayNames`, whose names differ between Node and
 * each browser's ICU ("Hong Kong SAR China" / "Hong Kong"): the browser gets this very list, so the
 * page hydrates without a mismatch (a mismatch made React render the form again, emptying what
 * the fan had typed).
 */
export function countryOptions(locale: Locale): CountryOption[] {
  const collator = new Intl.Collator(locale);
  const names = commonNames(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.get(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

const common = new Map<Locale, Map<string, string>>();
const ABBREVIATION = /^\p{Lu}+$/u;

/**
 * The name a fan looks for: the list gives some countries several names ("Koninkrijk der
 * Nederlanden", "Nederland"); the shortest one that names no other country ("Republic of the
 * Congo", not "Congo", which names two) and is not an abbreviation ("USA").
 */
function commonNames(locale: Locale): Map<string, string> {
  const known = common.get(locale);
  if (known) return known;
  const all = countries.getNames(locale, { select: 'all' }) as Record<string, string[]>;
  const owners = new Map<string, number>();
  for (const list of Object.values(all))
    for (const name of new Set(list)) owners.set(name, (owners.get(name) ?? 0) + 1);
  const names = new Map(
    Object.entries(all).map(([code, list]) => {
      const unique = list
        .filter((name) => owners.get(name) === 1 && !ABBREVIATION.test(name))
        .sort((a, b) => a.length - b.length);
      return [code, unique[0] ?? list[0] ?? code];
    }),
  );
  common.set(locale, names);
  return names;
}
