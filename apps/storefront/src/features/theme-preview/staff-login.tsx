'use client';

import { Alert, Button, Container, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

/**
 * The production gate of the theme preview: a plain form posted to the login route, so it works
 * without JavaScript and the secret never sits in client state.
 */
export function StaffLogin({ denied }: { denied: boolean }) {
  const t = useTranslations('themePreview.login');
  return (
    <Container maxW="sm" py="16">
      <Stack asChild gap="4">
        <form method="post" action="/api/theme-preview/login">
          <Heading as="h1" size="xl">
            {t('title')}
          </Heading>
          <Text color="fg.muted">{t('intro')}</Text>
          {denied && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{t('denied')}</Alert.Description>
            </Alert.Root>
          )}
          <Field.Root required invalid={denied}>
            <Field.Label>{t('secret')}</Field.Label>
            <Input name="secret" type="password" autoComplete="current-password" required />
          </Field.Root>
          <Button type="submit" colorPalette="brand">
            {t('submit')}
          </Button>
        </form>
      </Stack>
    </Container>
  );
}
