'use client';

import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { accountRequest } from './account-request';
import { FormAlert } from './form-alert';
import { useAccountMessages } from './use-account-messages';

/** "Send the link again": posts `body` to `path` and says that a new link is on its way. */
export function ResendButton(props: { path: string; body: unknown; label: string; doneText: string }) {
  const messages = useAccountMessages();
  const [state, setState] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);

  const resend = async () => {
    setPending(true);
    const result = await accountRequest(props.path, { body: props.body });
    setPending(false);
    setState(
      result.ok
        ? { status: 'success', text: props.doneText }
        : { status: 'error', text: messages.failure(result.failure) },
    );
  };

  return (
    <Stack gap="3">
      {state && <FormAlert status={state.status}>{state.text}</FormAlert>}
      <Button
        variant="outline"
        onClick={() => void resend()}
        loading={pending}
        disabled={!hydrated}
        alignSelf="flex-start"
      >
        {props.label}
      </Button>
    </Stack>
  );
}
