'use client';

import { Box, Grid, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useTenant } from '@/features/tenancy/tenant-context';

/** A fixed pattern standing in for the QR code (the real one is drawn in the ticket PDF). */
function QrPlaceholder({ label }: { label: string }) {
  const cells = Array.from({ length: 121 }, (_, i) => ((i * 7919) % 13) % 3 === 0);
  return (
    <Box boxSize="24" flexShrink={0} asChild>
      <svg viewBox="0 0 11 11" role="img" aria-label={label}>
        <rect width="11" height="11" fill="#ffffff" />
        {cells.map((on, i) =>
          on ? <rect key={i} x={i % 11} y={Math.floor(i / 11)} width="1" height="1" fill="#111111" /> : null,
        )}
      </svg>
    </Box>
  );
}

/** An HTML mock of the e-ticket layout in the club's colours (the PDF itself is generated elsewhere). */
export function TicketPreview({ eventName, startDatetime }: { eventName: string; startDatetime: string }) {
  const t = useTranslations('themePreview.ticket');
  const tFixtures = useTranslations('themePreview.fixtures');
  const locale = useLocale();
  const tenant = useTenant();
  const facts: [string, string][] = [
    [t('stand'), tFixtures('mainStand')],
    [t('block'), 'N12'],
    [t('row'), 'F'],
    [t('seat'), '12'],
  ];
  return (
    <Box maxW="md" borderWidth="1px" rounded="xl" overflow="hidden" shadow="sm" data-testid="preview-ticket">
      <HStack bg="brand.solid" color="brand.contrast" px="4" py="3" gap="3">
        <Image src={tenant.logoUrl} alt="" boxSize="10" objectFit="contain" />
        <Stack gap="0">
          <Text fontWeight="bold">{tenant.clientLongName}</Text>
          <Text fontSize="sm">{t('eTicket')}</Text>
        </Stack>
      </HStack>
      <HStack align="start" gap="4" p="4" bg="bg">
        <Stack gap="2" flex="1" minW="0">
          <Text fontWeight="bold" fontSize="lg">
            {eventName}
          </Text>
          <Text fontSize="sm">{formatEventDate(startDatetime, locale, tenant.timeZone)}</Text>
          <Grid templateColumns="repeat(4, auto)" gap="2" fontSize="sm">
            {facts.map(([label, value]) => (
              <Stack key={label} gap="0">
                <Text color="fg.muted" fontSize="xs">
                  {label}
                </Text>
                <Text fontWeight="bold">{value}</Text>
              </Stack>
            ))}
          </Grid>
          <Text fontSize="sm">{t('holder', { name: 'Alex MARTIN' })}</Text>
        </Stack>
        <QrPlaceholder label={t('qr')} />
      </HStack>
      <Box bg="accent.solid" color="accent.contrast" px="4" py="2" fontSize="xs">
        {t('footer')}
      </Box>
    </Box>
  );
}
