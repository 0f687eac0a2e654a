'use client';

import { Field, Input, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/**
 * An image as a path in the tenants folder, a web address, or a file picked from disk (shown
 * through an object URL, never uploaded).
 */
export function ImageField(props: {
  id: string;
  label: string;
  fileLabel: string;
  hint: string;
  value: string;
  onChange: (value: string, fileName?: string) => void;
}) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);
  const typed = props.value.startsWith('blob:') ? '' : props.value;
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label htmlFor={props.id}>{props.label}</Field.Label>
        <Input
          id={props.id}
          value={typed}
          placeholder={props.value.startsWith('blob:') ? props.fileLabel : undefined}
          spellCheck={false}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <Field.HelperText>{props.hint}</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label htmlFor={`${props.id}-file`} fontSize="sm" fontWeight="normal">
          {props.fileLabel}
        </Field.Label>
        <Input
          id={`${props.id}-file`}
          type="file"
          accept="image/svg+xml,image/png,image/jpeg,image/webp"
          size="sm"
          p="1"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const url = URL.createObjectURL(file);
            setObjectUrl(url);
            props.onChange(url, file.name);
          }}
        />
      </Field.Root>
    </Stack>
  );
}
