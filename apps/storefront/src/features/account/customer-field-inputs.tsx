'use client';

import { NativeSelect } from '@chakra-ui/react';
import { GENDERS, type ProfileField } from '@stadio/customers';
import { useTranslations } from 'next-intl';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useCountries } from './countries-context';
import type { FormField } from './form-fields';
import { FieldFrame, TextField } from './text-field';
import type { FieldMessages } from './use-account-messages';

/** Browser autofill names of the profile fields, so phones can fill the form in one tap. */
const AUTOCOMPLETE: Record<Exclude<ProfileField, 'gender' | 'country'>, HTMLInputAutoCompleteAttribute> = {
  firstName: 'given-name',
  lastName: 'family-name',
  dateOfBirth: 'bday',
  phoneNumber: 'tel',
  streetAddress: 'street-address',
  postalCode: 'postal-code',
  cityName: 'address-level2',
  company: 'organization',
};

/**
 * The profile inputs of a form, in the club's modes: required ones marked, others "(optional)",
 * and fields locked once filled in (mandatory_without_change) shown read-only when they have a value.
 */
export function CustomerFieldInputs({
  fields,
  values = {},
  errors,
  clubCountry,
}: {
  fields: readonly FormField[];
  values?: Partial<Record<ProfileField, string | null>>;
  errors: FieldMessages;
  clubCountry: string;
}) {
  const t = useTranslations('account');
  // Named and sorted on the server (country-names.ts), the club's country first.
  const countries = useCountries(clubCountry);

  return fields.map((field) => {
    const value = values[field.name] ?? '';
    const locked = field.lockedOnceFilled && value !== '';
    const frame = {
      label: t(`fields.${field.name}`),
      error: errors[field.name],
      required: field.required,
      readOnly: locked,
      hint: locked ? t('form.lockedHint') : field.name === 'dateOfBirth' ? t('form.dateHint') : undefined,
    };
    if (field.name === 'gender' || field.name === 'country') {
      // A locked select is disabled, which also leaves it out of the form data: absent means "unchanged".
      return (
        <FieldFrame key={field.name} {...frame}>
          <NativeSelect.Root disabled={locked}>
            <NativeSelect.Field
              name={field.name}
              defaultValue={value || (field.name === 'gender' ? 'unknown' : '')}
              autoComplete={field.name === 'gender' ? 'sex' : 'country'}
            >
              {field.name === 'gender'
                ? GENDERS.map((gender) => (
                    <option key={gender} value={gender}>
                      {t(`genders.${gender}`)}
                    </option>
                  ))
                : [
                    <option key="" value="">
                      {t('form.chooseCountry')}
                    </option>,
                    ...countries.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.name}
                      </option>
                    )),
                  ]}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldFrame>
      );
    }
    return (
      <TextField
        key={field.name}
        {...frame}
        name={field.name}
        defaultValue={value}
        autoComplete={AUTOCOMPLETE[field.name]}
        type={field.name === 'dateOfBirth' ? 'date' : field.name === 'phoneNumber' ? 'tel' : 'text'}
        inputMode={field.name === 'phoneNumber' ? 'tel' : undefined}
      />
    );
  });
}
