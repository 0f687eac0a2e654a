'use client';

import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { callAccountRoute, type RequestFailure } from './account-request';
import { EXECUTE_ACTION_TOKEN } from './account-routes';
import { FormAlert } from './form-alert';
import { NewPasswordForm } from './new-password-form';
import { useAccountMessages } from './use-account-messages';

type Step =
  | { kind: 'checking' }
  | { kind: 'verified'; email: string }
  | { kind: 'reset'; email: string }
  | { kind: 'resetDone'; email: string }
  | { kind: 'failed'; failure: RequestFailure };

/** Where a reset link that expired sends the fan (docs/product.md#account: request a new one). */
const EXPIRED_PATH = '/user/password-forgotten?expiredToken=true';

/**
 * `/user/action-token/{token}`: runs an e-mailed link once, from the browser (a page render may
 * happen again, e.g. on a language switch, and must not use the link up a second time).
 */
export function ActionTokenView({ token }: { token: string }) {
  const t = useTranslations('account');
  const messages = useAccountMessages();
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void callAccountRoute(EXECUTE_ACTION_TOKEN, undefined, { params: { token } }).then((result) => {
      if (!result.ok && result.failure.code === 'TOKEN_EXPIRED') return router.replace(EXPIRED_PATH);
      setStep(
        !result.ok
          ? { kind: 'failed', failure: result.failure }
          : { kind: result.data.kind === 'VERIFY_EMAIL' ? 'verified' : 'reset', email: result.data.email },
      );
    });
  }, [router, token]);

  const loginButton = (email?: string) => (
    <Button asChild colorPalette="brand" size="lg" alignSelf="flex-start">
      <NextLink href={email ? `/login?email=${encodeURIComponent(email)}` : '/login'}>
        {t('actionToken.login')}
      </NextLink>
    </Button>
  );

  switch (step.kind) {
    case 'checking':
      return (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>{t('actionToken.checking')}</Text>
        </Stack>
      );
    case 'verified':
      return (
        <Outcome
          title={t('actionToken.verifiedTitle')}
          body={t('actionToken.verifiedBody')}
          testId="email-verified"
        >
          {loginButton(step.email)}
        </Outcome>
      );
    case 'reset':
      return (
        <Stack gap="4">
          <Heading as="h2" size="lg">
            {t('actionToken.resetTitle')}
          </Heading>
          <Text color="fg.muted">{t('actionToken.resetIntro', { email: step.email })}</Text>
          <NewPasswordForm
            token={token}
            email={step.email}
            onDone={() => setStep({ kind: 'resetDone', email: step.email })}
            onLinkFailed={(failure) =>
              failure.code === 'TOKEN_EXPIRED'
                ? router.replace(EXPIRED_PATH)
                : setStep({ kind: 'failed', failure })
            }
          />
        </Stack>
      );
    case 'resetDone':
      return (
        <Outcome
          title={t('actionToken.resetDoneTitle')}
          body={t('actionToken.resetDoneBody')}
          testId="password-reset"
        >
          {loginButton(step.email)}
        </Outcome>
      );
    case 'failed':
      return (
        <Outcome title={t('actionToken.failedTitle')} testId="link-failed">
          <FormAlert status="error">
            {step.failure.code === 'TOKEN_USED' ? t('actionToken.usedBody') : messages.failure(step.failure)}
          </FormAlert>
          {loginButton()}
          <Button asChild variant="outline" alignSelf="flex-start">
            <NextLink href="/user/password-forgotten">{t('actionToken.requestNew')}</NextLink>
          </Button>
        </Outcome>
      );
  }
}

function Outcome(props: { title: string; body?: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="4" data-testid={props.testId}>
      <Heading as="h2" size="lg">
        {props.title}
      </Heading>
      {props.body && <Text>{props.body}</Text>}
      {props.children}
    </Stack>
  );
}
