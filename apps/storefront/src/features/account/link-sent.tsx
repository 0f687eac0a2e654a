'use client';

import { Box, Stack, Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { ResendButton } from './resend-button';
import { TextLink } from './text-link';

/** "We have sent you a link": what to do next, a resend button and the way back to login. */
export function LinkSent(props: {
  body: string;
  hint?: string;
  resend: ComponentProps<typeof ResendButton>;
  backLabel: string;
  backHref: string;
}) {
  return (
    <Stack gap="4" data-testid="link-sent">
      <Text fontSize="lg">{props.body}</Text>
      {props.hint && <Text color="fg.muted">{props.hint}</Text>}
      <ResendButton {...props.resend} />
      <Box borderTopWidth="1px" pt="4">
        <TextLink href={props.backHref}>{props.backLabel}</TextLink>
      </Box>
    </Stack>
  );
}
