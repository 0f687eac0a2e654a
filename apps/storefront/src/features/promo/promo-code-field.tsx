'use client';

import { Alert, Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Tag, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { formatMoney } from '@/features/formatting/format-money';
import type { PromoState } from './promo-state';

/**
 * The summary's promo code field: type a code and apply it; each accepted code shows with its
 * label, its amount and a remove button; a refusal says why, in the fan's language.
 */
export function PromoCodeField({
  state,
  pending,
  onApply,
  onRemove,
}: {
  state: PromoState;
  pending: boolean;
  onApply: (name: string) => Promise<void>;
  onRemove: (id: string) => Promise<void>;
}) {
  const t = useTranslations('promo');
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const errorId = useId();
  const { error, codes, evaluation } = state;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || typed.trim() === '') return;
    await onApply(typed);
    setTyped('');
  };

  return (
    <Stack asChild gap="3">
      <form onSubmit={submit} noValidate data-testid="promo-code-field">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{t('fieldLabel')}</Field.Label>
          <HStack gap="2" width="full" align="stretch">
            <Input
              name="promoCode"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={100}
              aria-describedby={error ? errorId : undefined}
              data-testid="promo-code-input"
            />
            <Button
              type="submit"
              variant="outline"
              loading={pending}
              loadingText={t('checking')}
              flexShrink={0}
            >
              {t('apply')}
            </Button>
          </HStack>
        </Field.Root>
        {error && (
          <Alert.Root
            status="error"
            role="alert"
            id={errorId}
            data-testid="promo-error"
            data-code={error.code}
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{error.name ? t('refusedCode', { name: error.name }) : t('refused')}</Alert.Title>
              <Alert.Description>
                {t(`errors.${error.code}`)} {codes.length === 0 ? t('tryAnother') : ''}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {codes.length > 0 && (
          <Stack as="ul" aria-label={t('appliedLabel')} gap="2" listStyleType="none" m="0" p="0">
            {codes.map((code) => (
              <HStack
                as="li"
                key={code.id}
                gap="3"
                justify="space-between"
                borderWidth="1px"
                rounded="md"
                px="3"
                py="2"
                data-testid="promo-applied"
                data-promo-id={code.id}
              >
                <HStack gap="2" minW="0">
                  <Tag aria-hidden="true" size={16} />
                  <Stack gap="0" minW="0">
                    <Text fontWeight="semibold">{code.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {code.label}
                    </Text>
                  </Stack>
                </HStack>
                <HStack gap="1" flexShrink={0}>
                  <Text color="green.fg" fontWeight="semibold" data-testid="promo-amount">
                    {formatMoney(evaluation?.promoCodeDiscounts[code.id] ?? 0, locale)}
                  </Text>
                  <IconButton
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t('remove', { name: code.name })}
                    disabled={pending}
                    onClick={() => void onRemove(code.id)}
                  >
                    <X aria-hidden="true" />
                  </IconButton>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </form>
    </Stack>
  );
}
