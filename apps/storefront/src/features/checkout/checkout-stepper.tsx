'use client';

import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { CHECKOUT_STEPS, type CheckoutStep, stepItems, stepNumber } from './checkout-steps';

export interface CheckoutStepperProps {
  /** The step the buyer is on. */
  current: CheckoutStep;
  /** Where each done step leads back to; a done step without a link is plain text. */
  links?: Partial<Record<CheckoutStep, string | null>>;
}

/**
 * The spec's stepper (choice of seat → options → information → summary → payment type →
 * payment), so the buyer always knows where they are. Wide screens list the six steps, done ones
 * linked back; a 375-px phone has no room for six labels, so it reads "Step 2 of 6 · Options"
 * over a progress bar. Only one of the two shows; the other is display:none and out of the
 * accessibility tree.
 */
export function CheckoutStepper({ current, links = {} }: CheckoutStepperProps) {
  const t = useTranslations('checkout.stepper');
  const steps = useTranslations('checkout.steps');
  const items = stepItems(current, links);
  const at = stepNumber(current);
  return (
    <Box as="nav" aria-label={t('label')} data-testid="checkout-stepper">
      <Box display={{ base: 'block', md: 'none' }} data-testid="checkout-stepper-compact">
        <Text fontSize="sm" fontWeight="semibold">
          {t('compact', { n: at, total: CHECKOUT_STEPS.length, step: steps(current) })}
        </Text>
        {/* The sentence above says the same to screen readers; the bar is for the eye only. */}
        <Box aria-hidden="true" mt="2" h="1.5" rounded="full" bg="bg.muted" overflow="hidden">
          <Box h="full" w={`${(at / CHECKOUT_STEPS.length) * 100}%`} bg="brand.solid" rounded="full" />
        </Box>
      </Box>
      <Flex as="ol" display={{ base: 'none', md: 'flex' }} listStyleType="none" m="0" p="0" gap="2">
        {items.map((item) => {
          const label = steps(item.step);
          const marker = (
            <Flex
              aria-hidden="true"
              flexShrink={0}
              align="center"
              justify="center"
              boxSize="7"
              rounded="full"
              fontSize="sm"
              fontWeight="bold"
              borderWidth="2px"
              borderColor={item.state === 'upcoming' ? 'border' : 'brand.solid'}
              bg={item.state === 'upcoming' ? 'bg' : 'brand.solid'}
              color={item.state === 'upcoming' ? 'fg.muted' : 'brand.contrast'}
            >
              {item.state === 'done' ? <Check size={16} strokeWidth={3} /> : item.number}
            </Flex>
          );
          const text = (
            <Text
              as="span"
              fontSize="sm"
              lineHeight="short"
              fontWeight={item.state === 'current' ? 'bold' : 'medium'}
              color={item.state === 'upcoming' ? 'fg.muted' : 'fg'}
            >
              {label}
              {item.state === 'done' && (
                <Text as="span" srOnly>
                  {` (${t('done')})`}
                </Text>
              )}
            </Text>
          );
          return (
            <Flex
              as="li"
              key={item.step}
              flex="1"
              minW="0"
              direction="column"
              gap="2"
              pt="2"
              borderTopWidth="3px"
              borderColor={item.state === 'upcoming' ? 'border' : 'brand.solid'}
              aria-current={item.state === 'current' ? 'step' : undefined}
              data-state={item.state}
              data-testid={`checkout-step-${item.step}`}
            >
              {item.href ? (
                <Link asChild display="flex" alignItems="center" gap="2" textDecoration="none" rounded="sm">
                  <NextLink href={item.href}>
                    {marker}
                    {text}
                  </NextLink>
                </Link>
              ) : (
                <Flex align="center" gap="2">
                  {marker}
                  {text}
                </Flex>
              )}
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
