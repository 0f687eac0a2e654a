import { arenas, events } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { formatClubDate } from '@stadio/tenants';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { nameIn } from '../../catalogue/catalogue-names';
import { loadOrder } from '../../orders/load-orders';
import { ancillaryNameIn } from '../../orders/plastic-card';
import { formatDocumentMoney } from '../../tickets/document-format';
import { downloadOpensAt, isDownloadOpen } from '../../tickets/download-rules';
import type { Translate } from '../mail-translator';
import type { MailContent, MailContext, MailReceiptGroup, MailTemplate } from './mail-template';

type Payload = {
  orderId: string;
  /** The buyer; absent in rows queued before receipts (those say the total only). */
  customerId?: string;
  firstName: string | null;
  totalCents: number;
  /** 1 for a single payment; for a plan, what was charged today is the first instalment. */
  numberOfInstallments: number;
  firstInstallmentCents: number;
};

/** What the receipt lists, read when the mail is sent: the order and its matches' venue and ticket date. */
export interface OrderReceipt {
  order: Gql.Order;
  events: ReadonlyMap<string, { venue: string; ticketsOpenAt: Date | null }>;
  now: Date;
}

/**
 * Whether French elides "de" before the club's name ("auprès d’Olympique…", "auprès de HC…"): a
 * vowel sound. An initial h is taken as aspirated, the safe reading for names.
 */
export function elisionOf(name: string): 'vowel' | 'consonant' {
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name.trim()) ? 'vowel' : 'consonant';
}

function seatLabel(seat: Gql.SeatInfo, t: Translate): string {
  return seat.isOpenSeating || !seat.rowName || !seat.seatNumber
    ? t('orderConfirmed.openSeat', { stand: seat.standName, block: seat.blockName })
    : t('orderConfirmed.seat', {
        stand: seat.standName,
        block: seat.blockName,
        row: seat.rowName,
        seat: seat.seatNumber,
      });
}

function receiptGroups(receipt: OrderReceipt, { tenant, locale, t }: MailContext): MailReceiptGroup[] {
  const money = (cents: number) => formatDocumentMoney(cents, locale, tenant.currency);
  const date = (iso: string | Date, withTime = true) =>
    formatClubDate(new Date(iso), locale, tenant.timeZone, withTime);
  return receipt.order.ticketGroups.map((group) => {
    const event = group.eventInfo ?? group.seatTickets[0]?.eventInfo ?? null;
    const facts = event ? receipt.events.get(event.id) : undefined;
    const meta: string[] = [];
    if (group.packInfo) {
      meta.push(
        t('orderConfirmed.packMatches', {
          count: new Set(group.seatTickets.map((ticket) => ticket.eventInfo.id)).size,
        }),
      );
    } else if (event) {
      meta.push(
        facts?.venue
          ? t('orderConfirmed.when', { date: date(event.startDatetime), venue: facts.venue })
          : date(event.startDatetime),
      );
      if (group.seatTickets.length > 0) {
        const opensAt = facts?.ticketsOpenAt ?? null;
        meta.push(
          isDownloadOpen(opensAt, receipt.now)
            ? t('orderConfirmed.ticketsOpen', { when: 'now', date: '' })
            : t('orderConfirmed.ticketsOpen', { when: 'later', date: date(opensAt as Date, false) }),
        );
      }
    }
    const title = group.packInfo?.name ?? event?.name ?? t('orderConfirmed.extras');
    return {
      title,
      meta,
      items: [
        ...group.seatTickets.map((ticket) => ({
          label: seatLabel(ticket.seatInfo, t),
          detail: [
            group.packInfo ? ticket.eventInfo.name : null,
            ticket.seatInfo.categoryName,
            ticket.productName,
          ]
            .filter(Boolean)
            .join(' · '),
          amount: money(ticket.grossAmount + ticket.discountAmount),
        })),
        ...group.ancillaryTickets.map((option) => ({
          label: ancillaryNameIn(option, locale, tenant),
          amount: money(option.grossAmount + option.discountAmount),
        })),
      ],
    };
  });
}

/** Sent in the transaction that confirms an order (paid, or free): a receipt of what was bought. */
export const orderConfirmedMail: MailTemplate<Payload, OrderReceipt> = {
  name: 'order-confirmed',
  payload: z.object({
    orderId: z.string().min(1),
    customerId: z.uuid().optional(),
    firstName: z.string().nullable(),
    totalCents: z.number().int().min(0),
    numberOfInstallments: z.number().int().min(1),
    firstInstallmentCents: z.number().int().min(0),
  }),
  // Read when sent, like attachments: the receipt shows the order as it is then.
  details: async (payload, { db, tenant, now, locale }) => {
    if (!payload.customerId) return undefined;
    const tenantId = tenant.slug;
    const order = await loadOrder(db, tenantId, payload.customerId, payload.orderId, now, locale);
    if (!order) return undefined;
    const eventIds = [
      ...new Set(order.ticketGroups.flatMap((g) => g.seatTickets.map((s) => s.eventInfo.id))),
    ];
    const rows =
      eventIds.length === 0
        ? []
        : await db
            .select({
              id: events.id,
              start: events.startDatetime,
              daysBefore: events.ticketDownloadDaysBefore,
              venue: arenas.name,
              venueTranslations: arenas.nameTranslations,
            })
            .from(events)
            .innerJoin(arenas, and(eq(arenas.tenantId, events.tenantId), eq(arenas.id, events.arenaId)))
            .where(and(eq(events.tenantId, tenantId), inArray(events.id, eventIds)));
    return {
      order,
      now,
      events: new Map(
        rows.map((row) => [
          row.id,
          // The venue in the mail's language, like the order's other names (ADR 0025).
          {
            venue: nameIn(row.venue, row.venueTranslations, locale),
            ticketsOpenAt: downloadOpensAt(new Date(row.start), row.daysBefore),
          },
        ]),
      ),
    };
  },
  compose: (payload, context, receipt): MailContent => {
    const { tenant, locale, shopOrigin, t } = context;
    const club = tenant.clientLongName;
    const money = (cents: number) => formatDocumentMoney(cents, locale, tenant.currency);
    const paragraphs = [
      t('orderConfirmed.body', { club, clubSound: elisionOf(club), orderId: payload.orderId }),
    ];
    // A plan has charged its first instalment only: the order's total is not what was paid today.
    const plan = payload.numberOfInstallments > 1;
    const totals = plan
      ? [
          { label: t('orderConfirmed.orderTotalLabel'), amount: money(payload.totalCents) },
          { label: t('orderConfirmed.paidTodayLabel'), amount: money(payload.firstInstallmentCents) },
        ]
      : [{ label: t('orderConfirmed.totalLabel'), amount: money(payload.totalCents) }];
    if (plan)
      paragraphs.push(
        t('orderConfirmed.installments', {
          count: payload.numberOfInstallments,
          first: money(payload.firstInstallmentCents),
        }),
      );
    if (!receipt)
      paragraphs.push(
        t(plan ? 'orderConfirmed.orderTotal' : 'orderConfirmed.total', { total: money(payload.totalCents) }),
      );
    return {
      subject: t('orderConfirmed.subject', { club, orderId: payload.orderId }),
      heading: t('orderConfirmed.heading'),
      firstName: payload.firstName,
      paragraphs,
      receipt: receipt
        ? { heading: t('orderConfirmed.receiptHeading'), groups: receiptGroups(receipt, context), totals }
        : undefined,
      action: {
        label: t('orderConfirmed.action'),
        url: `${shopOrigin}/orders?lng=${encodeURIComponent(locale)}`,
      },
      notes: [t('orderConfirmed.tickets')],
    };
  },
};
