'use client';

import { useTranslations } from 'next-intl';
import type { WebhookResult } from './webhooks-call';

/** The sentence for a refused webhooks call: the refused fields named, else the code's meaning. */
export function useWebhookErrorText() {
  const t = useTranslations('boWebhooks');
  return (failure: Extract<WebhookResult<unknown>, { ok: false }>) => {
    if (failure.code === 'BAD_USER_INPUT') {
      if (failure.fields.some((field) => field.endsWith('url'))) return t('errors.url');
      if (failure.fields.some((field) => field.endsWith('events'))) return t('errors.events');
      return t('errors.input');
    }
    if (failure.code === 'WEBHOOK_NOT_FOUND') return t('errors.notFound');
    if (failure.code === 'STAFF_FORBIDDEN') return t('errors.forbidden');
    if (failure.code === 'STAFF_SESSION_ENDED') return t('errors.session');
    return t('errors.failed');
  };
}
