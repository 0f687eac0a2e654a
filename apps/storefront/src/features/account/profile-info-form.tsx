'use client';

import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { customerRuleErrors, customerUpdateSchema, toCustomerValues, validate } from '@stadio/customers';
import type { RequiredField } from '@stadio/tenants/client';
import { LANGUAGE_NAMES } from '@stadio/i18n';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { announceSessionChange } from '@/features/session/use-session-hint';
import type { AccountCustomer } from './account-customer';
import { callAccountRoute } from './account-request';
import { UPDATE_PROFILE } from './account-routes';
import { CONSENTS, ConsentCheckboxes } from './consent-checkboxes';
import { CustomerFieldInputs } from './customer-field-inputs';
import { FormAlert } from './form-alert';
import { FormStack } from './form-stack';
import { profileFields } from './form-fields';
import { formValues } from './form-values';
import { SubmitButton } from './submit-button';
import { FieldFrame, TextField } from './text-field';
import { useAccountForm } from './use-account-form';
import { useAccountMessages } from './use-account-messages';

/** Profile, "general information" (PUT /api/customer/{id}): every profile field in the club's modes. */
export function ProfileInfoForm(props: {
  customer: AccountCustomer;
  requiredFields: RequiredField[];
  locales: readonly string[];
  clubName: string;
  clubCountry: string;
  /** After the first sign-in at the club's provider: the page to go on to once saved (ADR 0027). */
  completeThen?: string;
}) {
  const t = useTranslations('account');
  const messages = useAccountMessages();
  const { formRef, errors, notice, pending, refuse, succeed, submit } = useAccountForm();
  const [customer, setCustomer] = useState(props.customer);
  // Remounts the inputs with the saved (normalised) values after a successful save.
  const [version, setVersion] = useState(0);

  const onSubmit = submit(async (element) => {
    const values = formValues(element, CONSENTS);
    const checked = validate(customerUpdateSchema, values);
    // The API's rules on the merged values; fields left out (locked selects) keep the stored value.
    const given = checked.ok
      ? Object.fromEntries(Object.entries(checked.value).filter(([, value]) => value !== undefined))
      : {};
    const errors = checked.ok
      ? customerRuleErrors({
          next: toCustomerValues({ ...toCustomerValues(customer), ...given }),
          given: new Set(Object.keys(given)),
          current: toCustomerValues(customer),
          required: props.requiredFields,
        })
      : checked.errors;
    if (errors.length > 0) return refuse(messages.fields(errors), t('errors.formInvalid'));

    const result = await callAccountRoute(UPDATE_PROFILE, values, { params: { id: customer.id } });
    if (!result.ok) {
      const { failure } = result;
      return refuse(
        'fields' in failure ? messages.fields(failure.fields ?? []) : {},
        messages.failure(failure),
      );
    }
    setCustomer(result.data.customer);
    setVersion((v) => v + 1);
    succeed(t('profile.saved'));
    // The navbar greets the customer by the (maybe new) first name, read from the session hint.
    announceSessionChange();
    if (props.completeThen) window.location.assign(props.completeThen);
  });

  return (
    <FormStack ref={formRef} onSubmit={onSubmit} testId="profile-form">
      <Text color="fg.muted">{t('profile.infosIntro')}</Text>
      {props.completeThen && !notice && (
        <FormAlert status="info">{t('profile.complete', { club: props.clubName })}</FormAlert>
      )}
      {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
      <Stack gap="4" key={version}>
        <TextField
          type="email"
          label={t('fields.email')}
          value={customer.email}
          readOnly
          hint={t('profile.emailHelp')}
        />
        <CustomerFieldInputs
          fields={profileFields(props.requiredFields)}
          values={customer}
          errors={errors}
          clubCountry={props.clubCountry}
        />
        <FieldFrame label={t('fields.preferredLocale')} required>
          <NativeSelect.Root>
            <NativeSelect.Field name="preferredLocale" defaultValue={customer.preferredLocale}>
              {props.locales.map((locale) => (
                <option key={locale} value={locale}>
                  {LANGUAGE_NAMES[locale as keyof typeof LANGUAGE_NAMES] ?? locale}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldFrame>
        <ConsentCheckboxes legend={t('profile.consents')} clubName={props.clubName} checked={customer} />
      </Stack>
      <SubmitButton pending={pending}>{t('profile.save')}</SubmitButton>
    </FormStack>
  );
}
