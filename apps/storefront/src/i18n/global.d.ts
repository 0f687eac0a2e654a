import type { AllMessages as Messages } from '@stadio/i18n';
import type { Locale } from '@stadio/tenants/client';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
