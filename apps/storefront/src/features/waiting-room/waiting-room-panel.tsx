'use client';

import { Alert, Box, Button, Heading, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { Hourglass, Users } from 'lucide-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useTenant } from '@/features/tenancy/tenant-context';
import { formatWait } from './format-wait';
import { queueProgress } from './queue-progress';
import type { WaitingRoomView } from './use-waiting-room';

/**
 * The waiting room as a fan sees it while not admitted (ADR 0014): when the line opens, their
 * place and the estimated wait (a polite live region, so screen readers hear it move), how fast
 * fans are let in, or that their turn has passed with a way to join again. In the club's colours.
 */
export function WaitingRoomPanel({
  eventId,
  view,
  admitPerMinute,
  onRejoin,
}: {
  eventId: string;
  view: WaitingRoomView;
  admitPerMinute: number;
  onRejoin(): void;
}) {
  const t = useTranslations('waitingRoom');
  const titleId = useId();
  const status = view.kind === 'checking' ? null : view.kind === 'status' ? view.status : view.last;
  const state = view.kind === 'checking' ? 'CHECKING' : (status?.state ?? 'CHECKING');
  const title =
    state === 'NOT_OPEN' ? t('notOpenTitle') : state === 'EXPIRED' ? t('expiredTitle') : t('waitingTitle');
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderWidth="1px"
      rounded="xl"
      overflow="hidden"
      bg="bg.panel"
      maxW="2xl"
      mx="auto"
      w="full"
      data-testid="waiting-room"
      data-state={state}
    >
      <Box h="1.5" bg="brand.solid" />
      <Stack gap="5" p={{ base: '5', md: '8' }}>
        <HStack gap="3" align="center">
          <Box
            display="grid"
            placeItems="center"
            boxSize="10"
            rounded="full"
            bg="brand.subtle"
            color="brand.fg"
            flexShrink={0}
          >
            {state === 'NOT_OPEN' ? (
              <Hourglass aria-hidden="true" size={20} />
            ) : (
              <Users aria-hidden="true" size={20} />
            )}
          </Box>
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }} id={titleId}>
            {state === 'CHECKING' ? t('region') : title}
          </Heading>
        </HStack>
        {state === 'CHECKING' && (
          <HStack gap="3" role="status">
            <Spinner size="sm" color="brand.fg" />
            <Text>{t('checking')}</Text>
          </HStack>
        )}
        {state === 'NOT_OPEN' && status && <NotOpen opensAt={status.opensAt ?? ''} />}
        {state === 'WAITING' && status && (
          <Waiting
            eventId={eventId}
            position={status.position ?? 1}
            waitSeconds={status.estimatedWaitSeconds ?? 0}
          />
        )}
        {state === 'EXPIRED' && (
          <Stack gap="4" align="start">
            <Text>{t('expiredBody')}</Text>
            <Button colorPalette="brand" onClick={onRejoin} data-testid="waiting-room-rejoin">
              {t('rejoin')}
            </Button>
          </Stack>
        )}
        {(state === 'WAITING' || state === 'NOT_OPEN') && (
          <Stack gap="2" color="fg.muted" fontSize="sm">
            <Text>{t('rate', { count: admitPerMinute })}</Text>
            <Text>{t('keepOpen')}</Text>
          </Stack>
        )}
        {view.kind === 'unreachable' && (
          <Alert.Root status="warning" data-testid="waiting-room-unreachable">
            <Alert.Indicator />
            <Alert.Description>{t('unreachable')}</Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  );
}

function NotOpen({ opensAt }: { opensAt: string }) {
  const t = useTranslations('waitingRoom');
  const locale = useLocale();
  const { timeZone } = useTenant();
  return <Text>{t('notOpenBody', { time: formatEventDate(opensAt, locale, timeZone) })}</Text>;
}

function Waiting({
  eventId,
  position,
  waitSeconds,
}: {
  eventId: string;
  position: number;
  waitSeconds: number;
}) {
  const t = useTranslations('waitingRoom');
  const format = useFormatter();
  const locale = useLocale();
  // Rendered only once the browser has an answer (the server renders "checking"), so session
  // storage is there; the first position is remembered once per position seen.
  const progress = useMemo(() => queueProgress(eventId, position), [eventId, position]);
  const wait = formatWait(waitSeconds, locale);
  return (
    <Stack gap="4">
      <Box role="status" aria-live="polite" aria-atomic="true" data-testid="waiting-room-status">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {t('positionLabel')}
        </Text>
        <Text
          fontSize={{ base: '5xl', md: '6xl' }}
          fontWeight="bold"
          lineHeight="1.1"
          color="brand.fg"
          data-testid="waiting-room-position"
          data-position={position}
        >
          {format.number(position)}
        </Text>
        <Text>{t('ahead', { count: position - 1 })}</Text>
        <Text fontWeight="semibold" mt="1" data-testid="waiting-room-wait">
          {wait ? t('waitAbout', { duration: wait }) : t('waitSoon')}
        </Text>
      </Box>
      <Progress.Root value={progress} max={100} colorPalette="brand" size="sm">
        <Progress.Track aria-label={t('progress')} rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
