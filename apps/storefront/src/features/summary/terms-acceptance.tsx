'use client';

import { Checkbox, Field, Link, Stack } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type Ref, useId } from 'react';
import { useTenant } from '@/features/tenancy/tenant-context';

/** The club's general terms document (the one titled "GTC" in its configuration), if it has one. */
function useTermsDocument(): string | null {
  return useTenant().documents.find((doc) => doc.title === 'GTC')?.href ?? null;
}

/**
 * The general terms checkbox of the summary, with a link to the club's document. `invalid` shows
 * the spec's "terms must be accepted" under it, tied to the checkbox for screen readers.
 */
export function TermsAcceptance({
  checked,
  onChange,
  invalid,
  inputRef,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('summary');
  const href = useTermsDocument();
  const errorId = useId();
  return (
    <Field.Root invalid={invalid} data-testid="terms-acceptance">
      <Stack gap="2">
        <Checkbox.Root
          checked={checked}
          onCheckedChange={(details) => onChange(details.checked === true)}
          alignItems="flex-start"
          colorPalette="brand"
        >
          <Checkbox.HiddenInput ref={inputRef} aria-describedby={invalid ? errorId : undefined} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">{t('termsLabel')}</Checkbox.Label>
        </Checkbox.Root>
        {href && (
          <Link href={href} target="_blank" rel="noopener" fontSize="sm" ps="7" textDecoration="underline">
            {t('termsLink')}
            <ExternalLink aria-hidden="true" size={14} />
          </Link>
        )}
        {invalid && (
          <Field.ErrorText id={errorId} data-testid="terms-error">
            {t('termsRequired')}
          </Field.ErrorText>
        )}
      </Stack>
    </Field.Root>
  );
}
