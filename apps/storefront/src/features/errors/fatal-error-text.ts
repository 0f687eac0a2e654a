/**
 * The words of the last-resort error page (`app/global-error.tsx`), which renders without the
 * layout and so without next-intl. Copied from the messages rather than importing the five
 * message files, which would put every message of every language in every page's first load;
 * `fatal-error-text.test.ts` keeps the copy equal to the messages.
 */
export const FATAL_ERROR_TEXT = {
  en: {
    title: 'Sorry, an error occurred',
    body: 'We are working on a fix and will solve it as soon as possible. Please try again in a moment.',
    home: 'Back to home',
  },
  fr: {
    title: 'Désolé, une erreur est survenue',
    body: 'Nous travaillons à sa correction et la réglerons au plus vite. Merci de réessayer dans un instant.',
    home: "Retour à l'accueil",
  },
  es: {
    title: 'Lo sentimos, se ha producido un error',
    body: 'Estamos trabajando para solucionarlo lo antes posible. Vuelve a intentarlo en unos instantes.',
    home: 'Volver al inicio',
  },
  nl: {
    title: 'Sorry, er is een fout opgetreden',
    body: 'We werken aan een oplossing en verhelpen het probleem zo snel mogelijk. Probeer het over een ogenblik opnieuw.',
    home: 'Terug naar de homepage',
  },
  ru: {
    title: 'Извините, произошла ошибка',
    body: 'Мы уже работаем над её устранением и исправим всё как можно скорее. Пожалуйста, повторите попытку чуть позже.',
    home: 'Вернуться на главную',
  },
} as const;
