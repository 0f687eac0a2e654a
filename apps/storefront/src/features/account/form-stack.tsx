'use client';

import { Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode, Ref } from 'react';

/** An account form laid out as one column; the browser's own validation bubbles are off (ours are translated). */
export function FormStack({
  ref,
  onSubmit,
  testId,
  children,
}: {
  ref: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack asChild gap="4">
      {/* POST, so that even a submission before the page is interactive never puts a password in a URL. */}
      <form ref={ref} method="post" onSubmit={onSubmit} noValidate data-testid={testId}>
        {children}
      </form>
    </Stack>
  );
}
