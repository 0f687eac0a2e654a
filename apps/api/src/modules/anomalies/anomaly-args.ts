import { ORDER_ANOMALY_CODES, ORDER_ANOMALY_STATUSES } from '@stadio/db';
import { z } from 'zod';

/*
 * Arguments of the anomaly operations. GraphQL names the codes and statuses in capitals
 * (OrderAnomalyCode, OrderAnomalyStatus of schema.graphql); the database in lower case.
 */

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });
const upper = <T extends string>(values: readonly T[]) =>
  z
    .enum(values.map((value) => value.toUpperCase()) as [string, ...string[]])
    .transform((value) => value.toLowerCase() as T);
const day = z.iso.date('must be a day, YYYY-MM-DD');

export const anomalyCode = upper(ORDER_ANOMALY_CODES);
export const anomalyStatus = upper(ORDER_ANOMALY_STATUSES);

export const staffAnomaliesArgs = z.object({
  session,
  filter: z
    .object({
      code: anomalyCode.nullish(),
      status: anomalyStatus.nullish(),
      from: day.nullish(),
      to: day.nullish(),
    })
    .nullish(),
});

export const staffUpdateAnomalyArgs = z.object({
  session,
  anomalyId: z.uuid('must be an anomaly id'),
  status: anomalyStatus,
});
