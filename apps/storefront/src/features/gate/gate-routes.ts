import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { GateEntryOutcome, GateRevocation } from '@/gql/graphql';
import type { gateEntriesRequestSchema, gateListRequestSchema } from './gate-requests';

// The gate routes of the BFF (docs/product.md#gate-scanning): bodies from the zod schemas their
// handlers read them with, answers as the handlers send them; refusals are gate-error.ts's.
// Type-only imports: the scan page gets the paths, not zod.

/** A recorded entry: the first accepted scan of a ticket version. */
export interface GateEntryView {
  ticketId: string;
  version: number;
  scannedAt: string;
}

/** What a gate device keeps to check an event's tickets offline. */
export interface GateListView {
  event: { id: string; name: string; startDatetime: string };
  clubSlug: string;
  publicKey: string;
  tickets: Array<{
    ticketId: string;
    version: number;
    blockName: string;
    rowName?: string | null;
    seatNumber?: string | null;
    categoryName: string;
  }>;
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
  }>;
  entries: GateEntryView[];
  syncedAt: string;
}

export const GATE_LIST_ROUTE = defineRoute<z.input<typeof gateListRequestSchema>, GateListView>(
  '/api/staff/gate/list',
  'GET',
);

export const GATE_ENTRIES_ROUTE = defineRoute<z.input<typeof gateEntriesRequestSchema>, GateSyncView>(
  '/api/staff/gate/entries',
);
