'use client';

import { Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as a picker and as hex text; the theme changes as soon as the text is a full colour. */
export function ColourField(props: {
  id: string;
  label: string;
  pickerLabel: string;
  value: string;
  invalidText: string;
  onChange: (hex: string) => void;
}) {
  const [text, setText] = useState(props.value);
  const [shown, setShown] = useState(props.value);
  // Follow changes from outside (reset, the picker) without a resync effect.
  if (shown !== props.value) {
    setShown(props.value);
    setText(props.value);
  }
  const invalid = !HEX.test(text);
  return (
    <Field.Root invalid={invalid}>
      <Field.Label htmlFor={props.id}>{props.label}</Field.Label>
      <HStack gap="2" width="full">
        <Input
          type="color"
          aria-label={props.pickerLabel}
          value={props.value.toLowerCase()}
          onChange={(e) => props.onChange(e.target.value.toUpperCase())}
          width="12"
          p="1"
          flexShrink={0}
        />
        <Input
          id={props.id}
          value={text}
          spellCheck={false}
          autoComplete="off"
          fontFamily="mono"
          onChange={(e) => {
            setText(e.target.value);
            if (HEX.test(e.target.value)) props.onChange(e.target.value.toUpperCase());
          }}
        />
      </HStack>
      <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{props.invalidText}</Field.ErrorText>
    </Field.Root>
  );
}
