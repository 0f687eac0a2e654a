'use client';

import { Text } from '@chakra-ui/react';
import { signUpSchema, validate } from '@stadio/customers';
import type { RequiredField } from '@stadio/tenants/client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callAccountRoute } from './account-request';
import { SIGN_UP } from './account-routes';
import { CONSENTS, ConsentCheckboxes } from './consent-checkboxes';
import { CustomerFieldInputs } from './customer-field-inputs';
import { FormAlert } from './form-alert';
import { TextLink } from './text-link';
import { FormStack } from './form-stack';
import { signUpFields } from './form-fields';
import { formValues } from './form-values';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useAccountForm } from './use-account-form';
import { useAccountMessages } from './use-account-messages';

/** `/sign-up`: e-mail, password, the club's customer fields in their modes, and the two consents. */
export function SignUpForm(props: {
  requiredFields: RequiredField[];
  clubName: string;
  clubCountry: string;
  redirectUrl: string;
}) {
  const t = useTranslations('account');
  const messages = useAccountMessages();
  const router = useRouter();
  const { formRef, errors, notice, pending, refuse, submit } = useAccountForm();
  // The address an account already uses, for the "log in / forgotten password" links.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const fields = signUpFields(props.requiredFields);
  const loginWith = (email: string) =>
    `/login?email=${encodeURIComponent(email)}&redirectUrl=${encodeURIComponent(props.redirectUrl)}`;

  const onSubmit = submit(async (element) => {
    const { confirmPassword, ...customer } = formValues(element, CONSENTS);
    // The same rules as the API, checked here first so the fan sees every problem at once.
    const checked = validate(signUpSchema(props.requiredFields), customer);
    const errors = checked.ok ? {} : messages.fields(checked.errors);
    if (confirmPassword !== customer.password) errors.confirmPassword ??= t('fieldErrors.passwordsDiffer');
    if (Object.keys(errors).length > 0) {
      setTakenEmail(null);
      return refuse(errors, t('errors.formInvalid'));
    }

    const result = await callAccountRoute(SIGN_UP, { customer });
    if (result.ok) return router.push(`/user/verify-email-send-email/${result.data.customerId}`);
    const { failure } = result;
    const taken = failure.code === 'EMAIL_ALREADY_USED';
    setTakenEmail(taken ? String(customer.email).trim() : null);
    if (taken) return refuse({ email: t('errors.emailAlreadyUsed') }, t('errors.emailAlreadyUsed'));
    refuse('fields' in failure ? messages.fields(failure.fields ?? []) : {}, messages.failure(failure));
  });

  return (
    <FormStack ref={formRef} onSubmit={onSubmit} testId="sign-up-form">
      {notice && (
        <FormAlert status={notice.status}>
          {notice.text}
          {takenEmail !== null && notice.status === 'error' && (
            <>
              {' '}
              <TextLink href={loginWith(takenEmail)}>{t('signUp.login')}</TextLink>
              {' · '}
              <TextLink href={`/user/password-forgotten?email=${encodeURIComponent(takenEmail)}`}>
                {t('login.forgotten')}
              </TextLink>
            </>
          )}
        </FormAlert>
      )}
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        label={t('fields.email')}
        error={errors.email}
        required
      />
      <NewPasswordFields name="password" label={t('fields.password')} errors={errors} />
      <CustomerFieldInputs fields={fields} errors={errors} clubCountry={props.clubCountry} />
      <ConsentCheckboxes legend={t('signUp.consents')} clubName={props.clubName} />
      <SubmitButton pending={pending}>{t('signUp.submit')}</SubmitButton>
      <Text color="fg.muted">
        {t('signUp.haveAccount')}{' '}
        <TextLink href={`/login?redirectUrl=${encodeURIComponent(props.redirectUrl)}`}>
          {t('signUp.login')}
        </TextLink>
      </Text>
    </FormStack>
  );
}
