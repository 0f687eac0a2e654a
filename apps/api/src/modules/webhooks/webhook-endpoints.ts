import { randomBytes } from 'node:crypto';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
  type Database,
  type StaffAccountRow,
  type WebhookEndpointRow,
} from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../staff/staff-audit';
import { webhookNotFound } from './webhook-errors';
import { fromGqlEvent, toGqlEvent } from './webhook-event-types';

/** What the webhooks area works with: the club's database and the request's clock. */
export interface WebhookScope {
  db: Database;
  tenantId: string;
  now: Date;
}

/** The deliveries the log shows per endpoint. */
const LOG_SIZE = 50;

/** A new signing secret, as Standard Webhooks writes them: whsec_ and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

function endpointView(row: WebhookEndpointRow): Gql.BackOfficeWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.eventTypes.map(toGqlEvent),
    enabled: row.enabled,
    secretHint: `whsec_…${row.secret.slice(-4)}`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an endpoint: never its secret. */
const audited = (row: WebhookEndpointRow) => ({
  url: row.url,
  description: row.description,
  events: row.eventTypes,
  enabled: row.enabled,
});

async function endpointOf(db: Database, tenantId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
  if (!row) throw webhookNotFound();
  return row;
}

export async function listEndpoints(scope: WebhookScope): Promise<Gql.BackOfficeWebhookEndpoint[]> {
  const rows = await scope.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, scope.tenantId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(endpointView);
}

type EndpointInput = { url: string; description?: string | null | undefined; events: Gql.WebhookEventType[] };

/** Adds an endpoint with a new secret; the answer carries the secret this once. */
export async function createEndpoint(
  scope: WebhookScope,
  staff: StaffAccountRow,
  input: EndpointInput,
): Promise<Gql.BackOfficeWebhookSecret> {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        tenantId: scope.tenantId,
        url: input.url,
        description: input.description ?? '',
        eventTypes: input.events.map(fromGqlEvent),
        secret: newSecret(),
        createdAt: scope.now,
        updatedAt: scope.now,
      })
      .returning();
    if (!row) throw new Error('webhook_endpoints insert returned no row');
    await writeAudit(tx, {
      tenantId: scope.tenantId,
      staff,
      action: 'webhook.create',
      targetType: 'webhook_endpoint',
      targetId: row.id,
      after: audited(row),
      now: scope.now,
    });
    return { endpoint: endpointView(row), secret: row.secret };
  });
}

/** Changes an endpoint under its row lock, auditing before and after; `change` gives the new columns. */
async function changeEndpoint(
  scope: WebhookScope,
  staff: StaffAccountRow,
  id: string,
  action: string,
  change: (row: WebhookEndpointRow) => Partial<WebhookEndpointRow>,
): Promise<WebhookEndpointRow> {
  return scope.db.transaction(async (tx) => {
    const where = and(eq(webhookEndpoints.tenantId, scope.tenantId), eq(webhookEndpoints.id, id));
    const [before] = await tx.select().from(webhookEndpoints).where(where).for('update');
    if (!before) throw webhookNotFound();
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ ...change(before), updatedAt: scope.now })
      .where(where)
      .returning();
    if (!after) throw webhookNotFound();
    if (before.enabled && !after.enabled)
      // Disabled: what was still to send is given up; a re-send brings one back once enabled.
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null, leaseUntil: null })
        .where(
          and(
            eq(webhookDeliveries.tenantId, scope.tenantId),
            eq(webhookDeliveries.endpointId, id),
            eq(webhookDeliveries.status, 'pending'),
          ),
        );
    await writeAudit(tx, {
      tenantId: scope.tenantId,
      staff,
      action,
      targetType: 'webhook_endpoint',
      targetId: id,
      before: audited(before),
      after: action === 'webhook.rotate_secret' ? { secretRotated: true } : audited(after),
      now: scope.now,
    });
    return after;
  });
}

export async function updateEndpoint(
  scope: WebhookScope,
  staff: StaffAccountRow,
  id: string,
  input: EndpointInput,
): Promise<Gql.BackOfficeWebhookEndpoint> {
  const row = await changeEndpoint(scope, staff, id, 'webhook.update', () => ({
    url: input.url,
    description: input.description ?? '',
    eventTypes: input.events.map(fromGqlEvent),
  }));
  return endpointView(row);
}

export async function setEndpointEnabled(
  scope: WebhookScope,
  staff: StaffAccountRow,
  id: string,
  enabled: boolean,
): Promise<Gql.BackOfficeWebhookEndpoint> {
  const action = enabled ? 'webhook.enable' : 'webhook.disable';
  return endpointView(await changeEndpoint(scope, staff, id, action, () => ({ enabled })));
}

export async function rotateSecret(
  scope: WebhookScope,
  staff: StaffAccountRow,
  id: string,
): Promise<Gql.BackOfficeWebhookSecret> {
  const row = await changeEndpoint(scope, staff, id, 'webhook.rotate_secret', () => ({
    secret: newSecret(),
  }));
  return { endpoint: endpointView(row), secret: row.secret };
}

/** Deletes an endpoint with its deliveries and attempts (the events stay for other endpoints). */
export async function deleteEndpoint(
  scope: WebhookScope,
  staff: StaffAccountRow,
  id: string,
): Promise<boolean> {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.tenantId, scope.tenantId), eq(webhookEndpoints.id, id)))
      .returning();
    if (!row) return false;
    await writeAudit(tx, {
      tenantId: scope.tenantId,
      staff,
      action: 'webhook.delete',
      targetType: 'webhook_endpoint',
      targetId: id,
      before: audited(row),
      now: scope.now,
    });
    return true;
  });
}

const STATUS = {
  pending: 'PENDING',
  sending: 'SENDING',
  delivered: 'DELIVERED',
  failed: 'FAILED',
} as const satisfies Record<string, Gql.WebhookDeliveryStatus>;

async function deliveryViews(
  db: Database,
  tenantId: string,
  where: ReturnType<typeof and>,
  limit: number,
): Promise<Gql.BackOfficeWebhookDelivery[]> {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      type: webhookMessages.type,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
    })
    .from(webhookDeliveries)
    .innerJoin(
      webhookMessages,
      and(
        eq(webhookMessages.tenantId, webhookDeliveries.tenantId),
        eq(webhookMessages.id, webhookDeliveries.messageId),
      ),
    )
    .where(and(eq(webhookDeliveries.tenantId, tenantId), where))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            and(
              eq(webhookAttempts.tenantId, tenantId),
              inArray(
                webhookAttempts.deliveryId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(desc(webhookAttempts.attempt));
  return rows.map((row) => ({
    id: row.id,
    messageId: row.messageId,
    event: toGqlEvent(row.type),
    status: STATUS[row.status],
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        attempt: attempt.attempt,
        startedAt: attempt.startedAt.toISOString(),
        statusCode: attempt.statusCode,
        excerpt: attempt.excerpt,
        durationMs: attempt.durationMs,
      })),
  }));
}

/** An endpoint's latest deliveries with their attempts, newest first. */
export async function listDeliveries(
  scope: WebhookScope,
  endpointId: string,
): Promise<Gql.BackOfficeWebhookDelivery[]> {
  await endpointOf(scope.db, scope.tenantId, endpointId);
  return deliveryViews(scope.db, scope.tenantId, eq(webhookDeliveries.endpointId, endpointId), LOG_SIZE);
}

/**
 * Sends a delivery's event again: a new delivery of the same message (same webhook-id, so a
 * receiver that already has it can tell) to the same endpoint, due now.
 */
export async function resendDelivery(
  scope: WebhookScope,
  staff: StaffAccountRow,
  deliveryId: string,
): Promise<Gql.BackOfficeWebhookDelivery> {
  const id = await scope.db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.tenantId, scope.tenantId), eq(webhookDeliveries.id, deliveryId)));
    if (!original) throw webhookNotFound();
    const [copy] = await tx
      .insert(webhookDeliveries)
      .values({
        tenantId: scope.tenantId,
        endpointId: original.endpointId,
        messageId: original.messageId,
        nextAttemptAt: scope.now,
        createdAt: scope.now,
      })
      .returning({ id: webhookDeliveries.id });
    if (!copy) throw new Error('webhook_deliveries insert returned no row');
    await writeAudit(tx, {
      tenantId: scope.tenantId,
      staff,
      action: 'webhook.resend',
      targetType: 'webhook_endpoint',
      targetId: original.endpointId,
      after: { messageId: original.messageId, deliveryId: copy.id, resentFrom: deliveryId },
      now: scope.now,
    });
    return copy.id;
  });
  const [view] = await deliveryViews(scope.db, scope.tenantId, eq(webhookDeliveries.id, id), 1);
  if (!view) throw webhookNotFound();
  return view;
}
