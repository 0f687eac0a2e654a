'use client';

import { passwordProblems, type FieldErrorCode } from '@stadio/customers';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { AccountFieldError } from './account-error';
import type { RequestFailure } from './account-request';
import { retryWait } from '@/features/formatting/retry-wait';
import { accountErrorKey, fieldErrorKey, fieldLabelKey } from './error-messages';

/** Refused field name → translated message, the first refusal of each field. */
export type FieldMessages = Partial<Record<string, string>>;

/** Words refusals in the page's language: the API's own English text is never shown. */
export function useAccountMessages() {
  const t = useTranslations('account');
  return useMemo(() => {
    const field = (name: string, code: FieldErrorCode) => {
      const label = fieldLabelKey(name);
      return t(`fieldErrors.${fieldErrorKey(name, code)}`, { field: label ? t(`fields.${label}`) : name });
    };
    return {
      /** The message of a failed request. */
      failure(failure: RequestFailure): string {
        if (failure.code === 'NETWORK') return t('errors.network');
        if (failure.code === 'THROTTLED') return t('errors.throttled', retryWait(failure.retryAfterSeconds));
        return t(`errors.${accountErrorKey(failure.code)}`);
      },
      field,
      /** Refusals of a new password typed twice (`name` is its first input), checked before sending. */
      newPassword(name: string, password: string, confirmation: unknown, email: string): FieldMessages {
        const messages: FieldMessages = {};
        const problem = passwordProblems(password, { email })[0];
        if (problem) messages[name] = field(name, problem);
        if (confirmation !== password) messages.confirmPassword = t('fieldErrors.passwordsDiffer');
        return messages;
      },
      /** Messages of refused fields; `rename` points a refusal at the form's own input (password → newPassword). */
      fields(errors: readonly AccountFieldError[], rename: Record<string, string> = {}): FieldMessages {
        const messages: FieldMessages = {};
        for (const error of errors) {
          const name = rename[error.field] ?? error.field;
          messages[name] ??= field(name, error.code);
        }
        return messages;
      },
    };
  }, [t]);
}
