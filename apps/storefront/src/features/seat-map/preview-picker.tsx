'use client';

import { type BoxProps, Field, NativeSelect } from '@chakra-ui/react';

/** A labelled native select for the preview page's ticket count and category (native: best on phones). */
export function PreviewPicker(
  props: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    options: readonly { value: string; label: string }[];
  } & Pick<BoxProps, 'flex'>,
) {
  return (
    <Field.Root flex={props.flex} minW="0">
      <Field.Label fontSize="sm">{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
