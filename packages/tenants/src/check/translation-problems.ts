import type { Locale, LocalizedText, Tenant } from '../schema';
import type { CheckProblem } from './problem';

const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: 'French',
  en: 'English',
  es: 'Spanish',
  nl: 'Dutch',
  ru: 'Russian',
};

/** Every text fans read that can be given per language, with its dotted path. */
export function localizedTexts(tenant: Tenant): { field: string; text: LocalizedText }[] {
  return [
    { field: 'home.title', text: tenant.home.title },
    { field: 'home.description', text: tenant.home.description },
    ...tenant.footers.map((f, i) => ({ field: `footers.${i}.title`, text: f.title })),
    ...tenant.banners.map((b, i) => ({ field: `banners.${i}.title`, text: b.title })),
    ...(tenant.plasticCardConfiguration.name
      ? [{ field: 'plasticCardConfiguration.name', text: tenant.plasticCardConfiguration.name }]
      : []),
  ];
}

/**
 * A text given per language must cover every language the club offers; otherwise fans who pick
 * that language silently get another one. A plain string is meant for all languages and passes.
 */
export function translationProblems(tenant: Tenant, file: string): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const { field, text } of localizedTexts(tenant)) {
    if (typeof text === 'string') continue;
    const missing = tenant.locales.filter((locale) => !text[locale]);
    if (missing.length === 0) continue;
    const names = missing.map((l) => `${LANGUAGE_NAMES[l]} ("${l}")`).join(', ');
    problems.push({
      file,
      field,
      message: `The text has no translation in ${names}, which is listed in "locales".`,
      fix: `add ${missing.map((l) => `"${l}": "…"`).join(', ')} to this text, or remove the language from "locales".`,
    });
  }
  return problems;
}
