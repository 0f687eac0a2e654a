'use client';

import { useTranslations } from 'next-intl';
import type { RequestFailure } from './account-request';
import { callAccountRoute } from './account-request';
import { SET_NEW_PASSWORD } from './account-routes';
import { FormAlert } from './form-alert';
import { FormStack } from './form-stack';
import { formValues } from './form-values';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';
import { useAccountMessages } from './use-account-messages';

/**
 * The new password of a reset link, typed twice. Refusals of the link itself (used up or expired
 * meanwhile) go to `onLinkFailed`; a weak password keeps the link usable.
 */
export function NewPasswordForm(props: {
  token: string;
  email: string;
  onDone: () => void;
  onLinkFailed: (failure: RequestFailure) => void;
}) {
  const t = useTranslations('account');
  const messages = useAccountMessages();
  const { formRef, errors, notice, pending, refuse, submit } = useAccountForm();

  const onSubmit = submit(async (element) => {
    const { password = '', confirmPassword } = formValues(element) as Record<string, string>;
    const errors = messages.newPassword('password', password, confirmPassword, props.email);
    if (Object.keys(errors).length > 0) return refuse(errors);

    const result = await callAccountRoute(SET_NEW_PASSWORD, { token: props.token, password });
    if (result.ok) return props.onDone();
    const { failure } = result;
    if (failure.code.startsWith('TOKEN_')) return props.onLinkFailed(failure);
    refuse('fields' in failure ? messages.fields(failure.fields ?? []) : {}, messages.failure(failure));
  });

  return (
    <FormStack ref={formRef} onSubmit={onSubmit} testId="new-password-form">
      {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={props.email} readOnly hidden />
      <NewPasswordFields name="password" label={t('fields.newPassword')} errors={errors} />
      <SubmitButton pending={pending}>{t('actionToken.submit')}</SubmitButton>
    </FormStack>
  );
}
