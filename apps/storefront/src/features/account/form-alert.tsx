'use client';

import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A message above or below a form: errors are announced at once (role="alert"), confirmations
 * politely (role="status").
 */
export function FormAlert({
  status,
  children,
  testId,
}: {
  status: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Alert.Root
      status={status}
      role={status === 'error' ? 'alert' : 'status'}
      data-testid={testId ?? `form-${status}`}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
