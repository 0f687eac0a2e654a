import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { OrderAnomalyStatus } from '@/gql/graphql';
import type { anomalyStatusRequestSchema } from './anomaly-requests';

// The anomaly route of the BFF (docs/product.md#order-anomalies): its body from the zod schema
// its handler reads it with, its answer as the handler sends it; refusals are anomaly-error.ts's.

/** Moves an anomaly forward; answers its status after the change. */
export const ANOMALY_STATUS_ROUTE = defineRoute<
  z.input<typeof anomalyStatusRequestSchema>,
  { anomalyId: string; status: OrderAnomalyStatus }
>('/api/staff/anomalies/status');
