'use client';

import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FieldFrame, type FieldFrameProps } from './text-field';

/** A password input with a show/hide button: typing a long password on a phone is easier when visible. */
export function PasswordField({
  name,
  autoComplete,
  ...frame
}: FieldFrameProps & { name: string; autoComplete: 'current-password' | 'new-password' }) {
  const t = useTranslations('account.form');
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...frame}>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            me="-2"
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </IconButton>
        }
      >
        <Input name={name} type={visible ? 'text' : 'password'} autoComplete={autoComplete} />
      </InputGroup>
    </FieldFrame>
  );
}
