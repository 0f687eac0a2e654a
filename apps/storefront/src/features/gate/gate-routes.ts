import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { GateEntryOutcome, GateEntryRefusal, GateRevocation } from '@/gql/graphql';
import type {
  gateEntriesRequestSchema,
  gateListRequestSchema,
  gateTicketRequestSchema,
} from './gate-requests';

// The gate routes of the BFF (docs/product.md#gate-scanning): bodies from the zod schemas their
// handlers read them with, answers as the handlers send them; refusals are gate-error.ts's.
// Type-only imports: the scan page gets the paths, not zod.

/** A recorded entry: the first accepted scan of a ticket version. */
export interface GateEntryView {
  ticketId: string;
  version: number;
  scannedAt: string;
}

/** A ticket the gate lets in, and the digest of its gate code (ADR 0044). */
export interface GateTicketData {
  ticketId: string;
  version: number;
  blockName: string;
  rowName?: string | null;
  seatNumber?: string | null;
  categoryName: string;
  codeDigest: string;
}

/** What a gate device keeps to check an event's tickets offline. */
export interface GateListView {
  event: { id: string; name: string; startDatetime: string };
  clubSlug: string;
  publicKey: string;
  tickets: GateTicketData[];
  revoked: Array<{ ticketId: string; reason: GateRevocation }>;
  entries: GateEntryView[];
  generatedAt: string;
}

export interface GateSyncView {
  results: Array<{
    entryId: string;
    ticketId: string;
    version: number;
    outcome: GateEntryOutcome;
    firstScannedAt?: string | null;
    refusal?: GateEntryRefusal | null;
  }>;
  entries: GateEntryView[];
  syncedAt: string;
}

export const GATE_LIST_ROUTE = defineRoute<z.input<typeof gateListRequestSchema>, GateListView>(
  '/api/staff/gate/list',
  'GET',
);

/** One ticket as the shop knows it now: let in at this version, void, or neither (unknown). */
export interface GateTicketLookupView {
  ticket?: GateTicketData | null;
  revoked?: GateRevocation | null;
}

export const GATE_TICKET_ROUTE = defineRoute<z.input<typeof gateTicketRequestSchema>, GateTicketLookupView>(
  '/api/staff/gate/ticket',
  'GET',
);

export const GATE_ENTRIES_ROUTE = defineRoute<z.input<typeof gateEntriesRequestSchema>, GateSyncView>(
  '/api/staff/gate/entries',
);
