'use client';

import { Box, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { FormatPrice, MapSeat } from './types';

/** The chosen seats of the preview, in ticket order, with their total. */
export function ChosenSeats(props: {
  seats: readonly MapSeat[];
  blockOf: (seat: MapSeat) => string;
  onRemove: (seatId: string) => void;
  formatPrice: FormatPrice;
}) {
  const t = useTranslations('seatMap');
  const total = props.seats.reduce((sum, seat) => sum + (seat.price ?? 0), 0);
  return (
    <Stack gap="2" data-testid="chosen-seats">
      <Text as="h3" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {t('chosenSeats', { count: props.seats.length })}
      </Text>
      {props.seats.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('noSeatChosen')}
        </Text>
      ) : (
        <Stack as="ol" gap="1.5" listStyleType="none">
          {props.seats.map((seat, index) => (
            <HStack as="li" key={seat.id} gap="3" fontSize="sm">
              <Box
                flexShrink={0}
                boxSize="6"
                rounded="full"
                bg="brand.solid"
                color="brand.contrast"
                fontWeight="bold"
                fontSize="xs"
                display="grid"
                placeItems="center"
                aria-hidden="true"
              >
                {index + 1}
              </Box>
              <Box flex="1" minW="0">
                <Text fontWeight="medium">
                  {t('ticketSeat', {
                    ticket: index + 1,
                    block: props.blockOf(seat),
                    row: seat.rowName,
                    seat: seat.seatNumber,
                  })}
                </Text>
                <Text color="fg.muted" fontSize="xs">
                  {seat.categoryName}
                </Text>
              </Box>
              {seat.price != null && <Text fontWeight="semibold">{props.formatPrice(seat.price)}</Text>}
              <Button
                size="xs"
                variant="ghost"
                aria-label={t('removeSeat', { row: seat.rowName, seat: seat.seatNumber })}
                onClick={() => props.onRemove(seat.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <Separator />
      <HStack justify="space-between" fontWeight="bold">
        <Text>{t('total')}</Text>
        <Text data-testid="chosen-total">{props.formatPrice(total)}</Text>
      </HStack>
    </Stack>
  );
}
