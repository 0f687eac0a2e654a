'use client';

import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/features/account/form-alert';
import { TextLink } from '@/features/account/text-link';
import { providerSignInPath, SIGN_IN_ERRORS } from './sign-in-redirects';

/**
 * The login of a club whose accounts live at its identity provider (ADR 0027): one link to the
 * provider and back to `redirectUrl`, and why the last attempt failed when it did.
 */
export function ProviderLogin(props: {
  clubName: string;
  redirectUrl: string;
  error?: string;
  signUpUrl?: string;
}) {
  const t = useTranslations('account');
  const error = SIGN_IN_ERRORS.find((code) => code === props.error);
  return (
    <Stack gap="5" data-testid="provider-login">
      {error && (
        <FormAlert status="error">
          {error === 'PROVIDER_UNAVAILABLE' ? t('errors.unavailable') : t('errors.providerRefused')}
        </FormAlert>
      )}
      {/* A plain link: the route answers with a redirect to the provider, no script needed. */}
      {/* The club's name makes the label long: it wraps on a phone rather than touch the edges. */}
      <Button
        asChild
        colorPalette="brand"
        size="lg"
        whiteSpace="normal"
        h="auto"
        minH="12"
        py="3"
        textAlign="center"
      >
        <a href={providerSignInPath(props.redirectUrl)} data-testid="provider-login-button">
          {t('login.withProvider', { club: props.clubName })}
        </a>
      </Button>
      <Text color="fg.muted" borderTopWidth="1px" pt="4">
        {t('login.noAccount')}{' '}
        <TextLink href={props.signUpUrl ?? providerSignInPath(props.redirectUrl)}>
          {t('login.providerSignUp', { club: props.clubName })}
        </TextLink>
      </Text>
    </Stack>
  );
}
