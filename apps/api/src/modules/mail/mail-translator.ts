import { type AppLocale, LOCALES, loadMessages, type Messages } from '@stadio/i18n';
import IntlMessageFormat from 'intl-messageformat';

type EmailMessages = Messages['email'];
type Section = Exclude<keyof EmailMessages, 'layout'>;

/** A key of the `email` namespace: "layout.greeting", "verifyEmail.subject"… */
export type EmailKey =
  | `layout.${keyof EmailMessages['layout'] & string}`
  | { [S in Section]: `${S}.${keyof EmailMessages[S] & string}` }[Section];

/** Formats a message of the `email` namespace (ICU syntax) with its values, as plain text. */
export type Translate = (key: EmailKey, values?: Record<string, string | number>) => string;

/** The translator of one locale; an unknown locale falls back to English. */
export async function mailTranslator(locale: string): Promise<Translate> {
  const language: AppLocale = (LOCALES as readonly string[]).includes(locale) ? (locale as AppLocale) : 'en';
  const messages = (await loadMessages(language)).email as unknown as Record<string, Record<string, string>>;
  return (key, values) => {
    const [section = '', name = ''] = key.split('.');
    const message = messages[section]?.[name];
    if (message === undefined) throw new Error(`missing e-mail message ${key} in ${language}`);
    return String(new IntlMessageFormat(message, language).format(values));
  };
}
