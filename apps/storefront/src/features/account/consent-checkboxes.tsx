'use client';

import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

/** The two marketing consents of a customer, as form field names (checkboxes submit them). */
export const CONSENTS = ['acceptsEventoriCrmCommunication', 'acceptsExternalPartnersCommunication'] as const;
type Consent = (typeof CONSENTS)[number];

/** The consent checkboxes of sign-up and profile; unchecked unless `checked` says otherwise. */
export function ConsentCheckboxes(props: {
  legend: string;
  clubName: string;
  checked?: Partial<Record<Consent, boolean>>;
}) {
  const t = useTranslations('account.signUp');
  return (
    <Stack as="fieldset" gap="3" pt="2">
      <Text as="legend" fontWeight="semibold" mb="2">
        {props.legend}
      </Text>
      {CONSENTS.map((name) => (
        <Checkbox.Root
          key={name}
          name={name}
          defaultChecked={props.checked?.[name] ?? false}
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">
            {t(name === 'acceptsEventoriCrmCommunication' ? 'crmConsent' : 'partnersConsent', {
              club: props.clubName,
            })}
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
