'use client';

import { useTranslations } from 'next-intl';
import { PasswordField } from './password-field';

/**
 * A new password typed twice, with the password rules as a hint. Sign-up, reset and change
 * password all use it, so the rules read the same everywhere. `name` is the first input's name.
 */
export function NewPasswordFields({
  name,
  label,
  errors,
}: {
  name: 'password' | 'newPassword';
  label: string;
  errors: Partial<Record<string, string>>;
}) {
  const t = useTranslations('account');
  return (
    <>
      <PasswordField
        name={name}
        autoComplete="new-password"
        label={label}
        hint={t('form.passwordHint')}
        error={errors[name]}
        required
      />
      <PasswordField
        name="confirmPassword"
        autoComplete="new-password"
        label={t('fields.confirmPassword')}
        error={errors.confirmPassword}
        required
      />
    </>
  );
}
