'use client';

import { Box } from '@chakra-ui/react';
import { emailSchema, requiredField, validate } from '@stadio/customers';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callAccountRoute } from './account-request';
import { RESET_PASSWORD } from './account-routes';
import { FormAlert } from './form-alert';
import { TextLink } from './text-link';
import { FormStack } from './form-stack';
import { formValues } from './form-values';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useAccountForm } from './use-account-form';
import { useAccountMessages } from './use-account-messages';

/** `/user/password-forgotten`: asks for the address to send a reset link to. */
export function PasswordForgottenForm({ email, expired }: { email: string; expired: boolean }) {
  const t = useTranslations('account');
  const messages = useAccountMessages();
  const router = useRouter();
  const { formRef, errors, notice, pending, refuse, submit } = useAccountForm();

  const onSubmit = submit(async (element) => {
    const parsed = validate(requiredField(emailSchema), formValues(element).email);
    if (!parsed.ok)
      return refuse(messages.fields(parsed.errors.map((error) => ({ ...error, field: 'email' }))));
    const result = await callAccountRoute(RESET_PASSWORD, { email: parsed.value });
    if (!result.ok) return refuse({}, messages.failure(result.failure));
    router.push(`/user/reset-password-send-email/${encodeURIComponent(parsed.value)}`);
  });

  return (
    <FormStack ref={formRef} onSubmit={onSubmit} testId="password-forgotten-form">
      {expired && !notice && (
        <FormAlert status="warning" testId="reset-link-expired">
          {t('passwordForgotten.expired')}
        </FormAlert>
      )}
      {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={email}
        label={t('fields.email')}
        error={errors.email}
        required
      />
      <SubmitButton pending={pending}>{t('passwordForgotten.submit')}</SubmitButton>
      <Box borderTopWidth="1px" pt="4">
        <TextLink href="/login">{t('passwordForgotten.backToLogin')}</TextLink>
      </Box>
    </FormStack>
  );
}
