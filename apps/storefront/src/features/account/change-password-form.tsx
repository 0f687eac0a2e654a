'use client';

import { Heading, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { callAccountRoute } from './account-request';
import { CHANGE_PASSWORD } from './account-routes';
import { FormAlert } from './form-alert';
import { FormStack } from './form-stack';
import { formValues } from './form-values';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';
import { useAccountMessages } from './use-account-messages';

/** Profile, "security and privacy": a new password, given the current one (PUT with the password only). */
export function ChangePasswordForm({ customerId, email }: { customerId: string; email: string }) {
  const t = useTranslations('account');
  const messages = useAccountMessages();
  const { formRef, errors, notice, pending, refuse, succeed, submit } = useAccountForm();

  const onSubmit = submit(async (element) => {
    const {
      currentPassword = '',
      newPassword = '',
      confirmPassword,
    } = formValues(element) as Record<string, string>;
    const errors = messages.newPassword('newPassword', newPassword, confirmPassword, email);
    if (!currentPassword) errors.currentPassword = messages.field('currentPassword', 'required');
    if (Object.keys(errors).length > 0) return refuse(errors, t('errors.formInvalid'));

    const result = await callAccountRoute(
      CHANGE_PASSWORD,
      { currentPassword, password: newPassword },
      { params: { id: customerId } },
    );
    if (result.ok) {
      element.reset();
      return succeed(t('profile.passwordChanged'));
    }
    const { failure } = result;
    if (failure.code === 'INVALID_CREDENTIALS') {
      const text = t('errors.currentPasswordInvalid');
      return refuse({ currentPassword: text }, text);
    }
    refuse(
      'fields' in failure ? messages.fields(failure.fields ?? [], { password: 'newPassword' }) : {},
      messages.failure(failure),
    );
  });

  return (
    <FormStack ref={formRef} onSubmit={onSubmit} testId="change-password-form">
      <Heading as="h2" size="lg">
        {t('profile.changePassword')}
      </Heading>
      <Text color="fg.muted">{t('profile.changePasswordIntro')}</Text>
      {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        name="currentPassword"
        autoComplete="current-password"
        label={t('fields.currentPassword')}
        error={errors.currentPassword}
        required
      />
      <NewPasswordFields name="newPassword" label={t('fields.newPassword')} errors={errors} />
      <SubmitButton pending={pending}>{t('profile.changePassword')}</SubmitButton>
    </FormStack>
  );
}
