'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { MyTicket, MyTicketGroup } from './my-tickets-model';

/** What the ticket cards' transfer and resale dialogs need from the list: the tickets, a reload. */
interface TicketActions {
  groups: MyTicketGroup[];
  /** Loads the list again after a ticket changed hands or went on or off resale. */
  reload(): void;
}

const TicketActionsContext = createContext<TicketActions>({ groups: [], reload: () => {} });

export function TicketActionsProvider({ value, children }: { value: TicketActions; children: ReactNode }) {
  return <TicketActionsContext.Provider value={value}>{children}</TicketActionsContext.Provider>;
}

export function useTicketActions(): TicketActions {
  return useContext(TicketActionsContext);
}

/** Every loaded ticket of the same order as `ticket` (its pack's other matches included), itself first. */
export function orderTickets(groups: MyTicketGroup[], ticket: MyTicket): MyTicket[] {
  const others = groups
    .flatMap((group) => group.tickets)
    .filter((other) => other.orderId === ticket.orderId && other.id !== ticket.id);
  return [ticket, ...others];
}
