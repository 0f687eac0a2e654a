'use client';

import { Text } from '@chakra-ui/react';
import { bankDetailsSchema, validate } from '@stadio/customers';
import { useTranslations } from 'next-intl';
import { callAccountRoute } from '@/features/account/account-request';
import { UPDATE_PROFILE } from '@/features/account/account-routes';
import { FormAlert } from '@/features/account/form-alert';
import { FormStack } from '@/features/account/form-stack';
import { formValues } from '@/features/account/form-values';
import { SubmitButton } from '@/features/account/submit-button';
import { TextField } from '@/features/account/text-field';
import { useAccountForm } from '@/features/account/use-account-form';
import { useAccountMessages } from '@/features/account/use-account-messages';

/**
 * The resale page's bank details (docs/product.md#validation-rules): IBAN and BIC required and
 * valid, of the same country, checked here with the rules the API applies again, saved on the
 * customer through the profile route (PUT /api/customer/{id}).
 */
export function BankDetailsForm(props: { customerId: string; iban: string | null; bic: string | null }) {
  const t = useTranslations('resale.bank');
  const tAccount = useTranslations('account');
  const messages = useAccountMessages();
  const { formRef, errors, notice, pending, refuse, succeed, submit } = useAccountForm();

  const onSubmit = submit(async (element) => {
    const values = formValues(element, []);
    const checked = validate(bankDetailsSchema, { iban: values.iban, bic: values.bic });
    if (!checked.ok) return refuse(messages.fields(checked.errors), tAccount('errors.formInvalid'));
    const result = await callAccountRoute(UPDATE_PROFILE, checked.value, {
      params: { id: props.customerId },
    });
    if (!result.ok) {
      const { failure } = result;
      return refuse(
        'fields' in failure ? messages.fields(failure.fields ?? []) : {},
        messages.failure(failure),
      );
    }
    succeed(t('saved'));
  });

  return (
    <FormStack ref={formRef} onSubmit={onSubmit} testId="bank-details-form">
      <Text color="fg.muted">{t('intro')}</Text>
      {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
      <TextField
        name="iban"
        label={tAccount('fields.iban')}
        defaultValue={props.iban ?? ''}
        error={errors.iban}
        hint={t('ibanHint')}
        required
        autoComplete="off"
        spellCheck={false}
        data-testid="bank-iban"
      />
      <TextField
        name="bic"
        label={tAccount('fields.bic')}
        defaultValue={props.bic ?? ''}
        error={errors.bic}
        hint={t('bicHint')}
        required
        autoComplete="off"
        spellCheck={false}
        data-testid="bank-bic"
      />
      <SubmitButton pending={pending} data-testid="bank-save">
        {t('save')}
      </SubmitButton>
    </FormStack>
  );
}
