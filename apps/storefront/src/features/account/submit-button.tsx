'use client';

import { Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The primary button of an account form, busy while its request runs (a second click does
 * nothing) and disabled until the page is interactive: submitted earlier, the browser would send
 * the form itself instead of our handler.
 */
export function SubmitButton({ pending, ...props }: ButtonProps & { pending: boolean }) {
  const t = useTranslations('account.form');
  const hydrated = useHydrated();
  return (
    <Button
      disabled={!hydrated}
      type="submit"
      colorPalette="brand"
      size="lg"
      width={{ base: 'full', sm: 'auto' }}
      // A long label ("Enregistrer mes coordonnées bancaires") wraps on a phone instead of being
      // cut at both ends: the button grows, never below its usual height.
      whiteSpace="normal"
      height="auto"
      minHeight="11"
      paddingBlock="2"
      loading={pending}
      loadingText={t('sending')}
      {...props}
    />
  );
}
