'use client';

import { Badge, Link, Stack, Table } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useMoney } from '@/features/formatting/use-money';
import type { InstallmentStatus } from '@/gql/graphql';
import { formatDueDate, type ScheduleLine, scheduleTotal, sortedSchedule } from './schedule-display';

/**
 * A payment schedule as a table of due dates and amounts, with the total under it (the amounts
 * sum to it exactly, in cents). `status` shows each instalment's state on the validation page,
 * with the provider's page to pay one the fan's bank wants them for (docs/product.md#payments).
 */
export function InstallmentSchedule({
  lines,
  caption,
  withStatus = false,
}: {
  lines: readonly (ScheduleLine & {
    status?: InstallmentStatus;
    payUrl?: string | null;
  })[];
  caption: string;
  withStatus?: boolean;
}) {
  const t = useTranslations('payment.schedule');
  const locale = useLocale();
  const money = useMoney();
  return (
    // A 375-px phone fits four columns only just (long Russian headers): scroll rather than overflow.
    <Table.ScrollArea data-testid="installment-schedule">
      <Table.Root size="sm" variant="outline" rounded="md">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mt="0" mb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('instalment')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('dueDate')}</Table.ColumnHeader>
            {withStatus && <Table.ColumnHeader scope="col">{t('status')}</Table.ColumnHeader>}
            <Table.ColumnHeader scope="col" textAlign="end">
              {t('amount')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sortedSchedule(lines).map((line) => (
            <Table.Row key={line.rank} data-testid="schedule-line">
              <Table.Cell>{line.rank}</Table.Cell>
              <Table.Cell data-testid="schedule-due-date">{formatDueDate(line.dueDate, locale)}</Table.Cell>
              {withStatus && (
                <Table.Cell>
                  {line.status && (
                    <Stack gap="1" align="start">
                      <Badge
                        whiteSpace="normal"
                        colorPalette={
                          line.status === 'PAID'
                            ? 'green'
                            : line.status === 'FAILED'
                              ? 'red'
                              : line.status === 'AWAITING_CUSTOMER'
                                ? 'orange'
                                : 'gray'
                        }
                      >
                        {t(`statuses.${line.status}`)}
                      </Badge>
                      {line.status === 'AWAITING_CUSTOMER' && line.payUrl && (
                        <Link href={line.payUrl} fontWeight="semibold" textDecoration="underline">
                          {t('payNow', { rank: line.rank })}
                        </Link>
                      )}
                    </Stack>
                  )}
                </Table.Cell>
              )}
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="schedule-amount">
                {money(line.amount)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="bold">
            <Table.Cell colSpan={withStatus ? 3 : 2}>{t('total')}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="schedule-total">
              {money(scheduleTotal(lines))}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
