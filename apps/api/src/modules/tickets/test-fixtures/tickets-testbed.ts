import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveTenantsDir } from '@stadio/tenants';
import { confirmOrder } from '../../orders/confirm-order';
import { inTransaction } from '../../../database/sql-client';
import { SET_HOLDERS, type OrderData } from '../../orders/test-fixtures/order-operations';
import { startOrdersTestbed, type Club, type OrdersTestbed } from '../../orders/test-fixtures/orders-testbed';
import { createTicketKeyring } from '@stadio/ticket-tokens';
import { setTicketServices, type TicketServices } from '../ticket-services';

/** The orders testbed, ticket services on a temporary keys folder, and a way to buy for real. */
export interface TicketsTestbed extends OrdersTestbed {
  services: TicketServices;
  /** Holds seats of an event through the API, names the holders, and confirms as a payment would. */
  buy(
    customerId: string,
    eventId: string,
    tickets: Array<{ blockId: string; seatId?: string; productId: string; isFromResale?: boolean }>,
    options?: { club?: Club; holders?: Array<{ firstName: string; lastName: string; email?: string }> },
  ): Promise<OrderData>;
}

/** Starts a tickets testbed; close() removes the keys folder too. */
export async function startTicketsTestbed(): Promise<TicketsTestbed> {
  const bed = await startOrdersTestbed();
  const walletKeysDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-wallet-keys-'));
  const services: TicketServices = {
    keyring: createTicketKeyring('tickets-testbed-secret-0123456789abcdef', {}),
    assetsDir: resolveTenantsDir(),
    walletKeysDir,
    production: false,
    shopOrigin: (tenant) => `http://${tenant.slug}.localhost:3000`,
  };
  setTicketServices(services);
  return {
    ...bed,
    services,
    async buy(customerId, eventId, tickets, options = {}) {
      const club = options.club ?? 'riviera';
      const order = await bed.hold(customerId, eventId, tickets, club);
      const seatTickets = order.ticketGroups.flatMap((group) => group.seatTickets);
      const holders = options.holders ?? seatTickets.map(() => ({ firstName: 'Anna', lastName: 'Dupont' }));
      await bed.data(
        SET_HOLDERS,
        {
          customerId,
          orderId: order.orderId,
          holders: seatTickets.map((ticket, i) => ({ ticketId: ticket.id, ...holders[i] })),
        },
        { club },
      );
      const result = await inTransaction(bed.db, (client) =>
        confirmOrder(client, { tenantId: club, orderId: order.orderId, now: bed.clock.now() }),
      );
      if (result !== 'confirmed') throw new Error(`order not confirmed: ${result}`);
      return order;
    },
    close: async () => {
      await bed.close();
      rmSync(walletKeysDir, { recursive: true, force: true });
    },
  };
}
