'use client';

import { Field, Input, Text, type InputProps } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** The props every field of the account forms shares. */
export interface FieldFrameProps {
  label: string;
  /** The translated refusal; marks the input aria-invalid and describes it. */
  error?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
  hint?: string | undefined;
}

/** Label, required marker or "(optional)", hint and error around one input. */
export function FieldFrame(props: FieldFrameProps & { children: ReactNode }) {
  const t = useTranslations('account.form');
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required} readOnly={props.readOnly}>
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator
          fallback={
            props.readOnly ? null : (
              <Text as="span" color="fg.muted" fontWeight="normal" ms="1">
                {t('optional')}
              </Text>
            )
          }
        />
      </Field.Label>
      {props.children}
      {props.hint && !props.error && <Field.HelperText>{props.hint}</Field.HelperText>}
      {/* Chakra's default red is too light for small text on white (WCAG 1.4.3). */}
      <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A labelled text input of an account form. */
export function TextField({
  label,
  error,
  required,
  readOnly,
  hint,
  ...input
}: FieldFrameProps & Omit<InputProps, 'required' | 'readOnly'>) {
  return (
    <FieldFrame label={label} error={error} required={required} readOnly={readOnly} hint={hint}>
      <Input {...input} readOnly={readOnly} bg={readOnly ? 'bg.muted' : undefined} />
    </FieldFrame>
  );
}
