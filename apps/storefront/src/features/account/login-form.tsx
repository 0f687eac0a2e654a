'use client';

import { HStack, Text } from '@chakra-ui/react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callAccountRoute } from './account-request';
import { LOGIN } from './account-routes';
import { FormAlert } from './form-alert';
import { TextLink } from './text-link';
import { FormStack } from './form-stack';
import { formValues } from './form-values';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useAccountForm } from './use-account-form';
import { useAccountMessages } from './use-account-messages';

/** `/login`: e-mail and password, then back to the page the fan came from. */
export function LoginForm({ email, redirectUrl }: { email: string; redirectUrl: string }) {
  const t = useTranslations('account');
  const messages = useAccountMessages();
  const router = useRouter();
  const { formRef, errors, notice, pending, refuse, submit } = useAccountForm();

  const onSubmit = submit(async (element) => {
    const values = formValues(element);
    const missing = (['email', 'password'] as const).filter((name) => !String(values[name] ?? '').trim());
    if (missing.length > 0)
      return refuse(
        Object.fromEntries(missing.map((name) => [name, messages.field(name, 'required')])),
        t('errors.formInvalid'),
      );

    const result = await callAccountRoute(LOGIN, {
      email: String(values.email),
      password: String(values.password),
    });
    // A full load, so the navbar and every server-rendered part see the new session.
    if (result.ok) return window.location.assign(redirectUrl);
    const { failure } = result;
    if (failure.code === 'EMAIL_NOT_VERIFIED' && 'customerId' in failure && failure.customerId)
      return router.push(`/user/verify-email-send-email/${failure.customerId}`);
    // Wrong credentials never say which of the two is wrong; the password is the one to retype.
    const text = messages.failure(failure);
    refuse(failure.code === 'INVALID_CREDENTIALS' ? { password: text } : {}, text);
  });

  return (
    <FormStack ref={formRef} onSubmit={onSubmit} testId="login-form">
      {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
      <TextField
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        defaultValue={email}
        label={t('fields.email')}
        error={errors.email}
        required
      />
      <PasswordField
        name="password"
        autoComplete="current-password"
        label={t('fields.password')}
        error={errors.password}
        required
      />
      <HStack justify="space-between" gap="4" flexWrap="wrap-reverse">
        <SubmitButton pending={pending}>{t('login.submit')}</SubmitButton>
        <TextLink href="/user/password-forgotten">{t('login.forgotten')}</TextLink>
      </HStack>
      <Text color="fg.muted" borderTopWidth="1px" pt="4">
        {t('login.noAccount')}{' '}
        <TextLink href={`/sign-up?redirectUrl=${encodeURIComponent(redirectUrl)}`}>
          {t('login.signUp')}
        </TextLink>
      </Text>
    </FormStack>
  );
}
