'use client';

import { Badge, Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { useMoney } from '@/features/formatting/use-money';
import { BestAvailableButton } from './best-available-button';
import { BlockSeats } from './block-seats';
import { demoHall, type DemoVenue } from './demo-hall';
import { demoStadium } from './demo-stadium';
import { MapLegend, SEAT_SYMBOLS } from './map-legend';
import { ChosenSeats } from './preview-panel';
import { PreviewPicker } from './preview-picker';
import { SeatView } from './seat-view';
import { StadiumOverview } from './stadium-overview';
import type { MapBlock, MapSeat, PitchKind } from './types';
import { useBlockText } from './use-block-text';
import { venueLayout } from './venue-layout';

const NO_SEATS: readonly string[] = [];
const NO_BLOCKS: readonly MapBlock[] = [];
const NO_SEAT_DATA: readonly MapSeat[] = [];
const TICKET_COUNTS = Array.from({ length: 10 }, (_, i) => i + 1);
const RESTRICTED_SYMBOLS = [...SEAT_SYMBOLS, 'restricted'] as const;

/**
 * Dev-only page content (`/test-only/seat-map`): the map components on the generated demo
 * stadium (or, with `venue="hall"`, a small hall described by data: demo-hall.ts), laid out as an
 * event page would (map left, ticket panel right; stacked on phones), for browser tests,
 * screenshots and the paint benchmark. `empty` draws the maps without blocks or seats: the
 * benchmark's baseline. `viewImageUrl` is the hall's photo of a block's view.
 */
export function SeatMapPreview({
  pitch,
  initialBlockId,
  empty = false,
  venue = 'bowl',
  viewImageUrl = null,
}: {
  pitch: PitchKind;
  initialBlockId: string | null;
  empty?: boolean;
  venue?: 'bowl' | 'hall';
  viewImageUrl?: string | null;
}) {
  const t = useTranslations('seatMap');
  const formatPrice = useMoney();
  const stadium = useMemo(
    (): DemoVenue =>
      venue === 'hall' ? demoHall(viewImageUrl) : { ...demoStadium(pitch), viewImageOf: () => null },
    [venue, pitch, viewImageUrl],
  );
  const layout = useMemo(
    () => venueLayout(stadium.arena, empty ? NO_BLOCKS : stadium.blocks),
    [stadium, empty],
  );
  const describe = useBlockText(formatPrice);
  const [blockId, setBlockId] = useState(initialBlockId);
  // The block last opened stays outlined on the overview; focus follows the buyer between views.
  const [lastBlockId, setLastBlockId] = useState(initialBlockId);
  const [movedByBuyer, setMovedByBuyer] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [count, setCount] = useState(2);
  const [categoryId, setCategoryId] = useState('');
  const block = stadium.blocks.find((b) => b.id === blockId);
  const blockSeats = useMemo(() => (block ? stadium.seatsOf(block.id) : NO_SEAT_DATA), [block, stadium]);
  // The baseline generates the demo seats too, so it differs from a real run by the map's work only.
  const seats = empty ? NO_SEAT_DATA : blockSeats;
  const blockCategories = useMemo(
    () => [
      ...new Map(
        seats.map((seat) => [seat.categoryId, { id: seat.categoryId, name: seat.categoryName }]),
      ).values(),
    ],
    [seats],
  );
  // Demo seat ids start with their block id ("S14-F-12").
  const chosen = selected
    .map((id) => stadium.seatsOf(id.split('-')[0] ?? '').find((seat) => seat.id === id))
    .filter((seat): seat is MapSeat => seat !== undefined);
  const toggle = useCallback(
    (id: string) => setSelected((old) => (old.includes(id) ? old.filter((x) => x !== id) : [...old, id])),
    [],
  );
  const openBlock = (id: string | null) => {
    setBlockId(id);
    if (id) setLastBlockId(id);
    setMovedByBuyer(true);
    setCategoryId('');
  };
  const blockText = block ? describe(block) : undefined;

  return (
    <Container maxW="7xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
      <HStack gap="3" mb={{ base: 3, md: 5 }} wrap="wrap">
        <Heading as="h1" size={{ base: 'lg', md: '2xl' }}>
          {t('previewTitle')}
        </Heading>
        <Badge colorPalette="gray" variant="subtle">
          {t('previewBadge')}
        </Badge>
      </HStack>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }}
        gap={{ base: 4, lg: 6 }}
        alignItems="start"
      >
        <Box
          as="section"
          aria-label={t('mapSection')}
          borderWidth="1px"
          rounded="l3"
          bg="bg"
          p={{ base: 2, md: 4 }}
          minW="0"
        >
          <HStack minH="10" mb="2" gap="2">
            {block ? (
              <>
                <Button size="sm" variant="outline" onClick={() => openBlock(null)}>
                  <ArrowLeft aria-hidden="true" />
                  {t('backToStadium')}
                </Button>
                <Text fontWeight="semibold" truncate>
                  {blockText?.title} · {blockText?.stand}
                </Text>
              </>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                {t('chooseBlock')}
              </Text>
            )}
          </HStack>
          {!block && (
            <StadiumOverview
              arena={stadium.arena}
              layout={layout}
              blocks={empty ? NO_BLOCKS : stadium.blocks}
              selectedBlockId={lastBlockId}
              onSelectBlock={openBlock}
              formatPrice={formatPrice}
              autoFocus={movedByBuyer}
            />
          )}
          {block && !block.isOpenSeating && (
            <BlockSeats
              block={block}
              seats={seats}
              selectedSeatIds={selected}
              heldByCartSeatIds={NO_SEATS}
              onToggleSeat={toggle}
              formatPrice={formatPrice}
              pitch={stadium.arena.pitch}
              autoFocus={movedByBuyer}
            />
          )}
          {block?.isOpenSeating && (
            <Box p="6" bg="bg.panel" rounded="l2" textAlign="center">
              <Text fontWeight="semibold">{t('standingTitle')}</Text>
              <Text color="fg.muted">{t('standingBody')}</Text>
            </Box>
          )}
        </Box>
        <Stack
          as="aside"
          aria-label={t('panelSection')}
          gap="5"
          borderWidth="1px"
          rounded="l3"
          p={{ base: 4, md: 5 }}
          bg="bg"
        >
          {block && blockText && (
            <Stack gap="2">
              <Heading as="h2" size="md">
                {blockText.title} · {blockText.stand}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {[blockText.price, blockText.left, ...blockText.tags].filter(Boolean).join(' · ')}
              </Text>
              <SeatView
                arena={stadium.arena}
                pitch={layout.pitch}
                block={block}
                blocks={stadium.blocks}
                imageUrl={stadium.viewImageOf(block.id)}
              />
            </Stack>
          )}
          {block && !block.isOpenSeating && (
            <Stack gap="3">
              <HStack gap="3" align="end">
                <PreviewPicker
                  label={t('ticketCount')}
                  value={String(count)}
                  onChange={(value) => setCount(Number(value))}
                  options={TICKET_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
                  flex="0 0 6rem"
                />
                <PreviewPicker
                  label={t('category')}
                  value={categoryId}
                  onChange={setCategoryId}
                  options={[
                    { value: '', label: t('anyCategory') },
                    ...blockCategories.map((c) => ({ value: c.id, label: c.name })),
                  ]}
                  flex="1"
                />
              </HStack>
              <BestAvailableButton seats={seats} count={count} categoryId={categoryId} onPick={setSelected} />
            </Stack>
          )}
          <ChosenSeats
            seats={chosen}
            blockOf={(seat) => seat.id.split('-')[0] ?? ''}
            onRemove={toggle}
            formatPrice={formatPrice}
          />
          <MapLegend
            categories={stadium.categories}
            formatPrice={formatPrice}
            symbols={block ? (seats.some((s) => s.isRestrictedView) ? RESTRICTED_SYMBOLS : undefined) : []}
          />
        </Stack>
      </Grid>
    </Container>
  );
}
