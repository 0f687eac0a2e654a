'use client';

import { RadioCard, SimpleGrid } from '@chakra-ui/react';
import { Mail, Store } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { CheckoutSection } from './checkout-section';
import { WITHDRAWAL_VALUES, type WithdrawalValue, withdrawalValue } from './ticket-withdrawal';

const ICONS = { 1: Mail, 2: Store } as const;

/** How the tickets reach the buyer: sent by e-mail (the default) or picked up at the ticket office. */
export function WithdrawalChoice({
  value,
  onChange,
}: {
  value: WithdrawalValue;
  onChange: (value: WithdrawalValue) => void;
}) {
  const t = useTranslations('checkout.options');
  return (
    <CheckoutSection title={t('withdrawalTitle')} testId="withdrawal-choice">
      <RadioCard.Root
        value={String(value)}
        onValueChange={(details) => onChange(withdrawalValue(Number(details.value)))}
        colorPalette="brand"
        name="ticketWithdrawal"
      >
        <RadioCard.Label srOnly>{t('withdrawalTitle')}</RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {WITHDRAWAL_VALUES.map((option) => {
            const Icon = ICONS[option];
            return (
              <RadioCard.Item key={option} value={String(option)} data-testid={`withdrawal-${option}`}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <Icon aria-hidden="true" />
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>
                      {t(option === 1 ? 'withdrawalEmail' : 'withdrawalOffice')}
                    </RadioCard.ItemText>
                    <RadioCard.ItemDescription>
                      {t(option === 1 ? 'withdrawalEmailHint' : 'withdrawalOfficeHint')}
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            );
          })}
        </SimpleGrid>
      </RadioCard.Root>
    </CheckoutSection>
  );
}
