'use client';

import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { callAccountRoute } from './account-request';
import { RESEND_VERIFICATION, RESET_PASSWORD } from './account-routes';
import { FormAlert } from './form-alert';
import { useAccountMessages } from './use-account-messages';

/** Which link to send again: a password reset to an address, or a customer's verification. */
export type ResendLink = { kind: 'reset'; email: string } | { kind: 'verification'; customerId: string };

/** "Send the link again": asks for the link again and says that a new one is on its way. */
export function ResendButton(props: { link: ResendLink; label: string; doneText: string }) {
  const messages = useAccountMessages();
  const [state, setState] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);

  const resend = async () => {
    setPending(true);
    const { link } = props;
    const result =
      link.kind === 'reset'
        ? await callAccountRoute(RESET_PASSWORD, { email: link.email })
        : await callAccountRoute(RESEND_VERIFICATION, { customerId: link.customerId });
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
