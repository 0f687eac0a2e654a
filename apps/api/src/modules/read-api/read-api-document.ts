import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { READ_API_STATUS, type ReadApiErrorCode } from './read-api-errors';
import {
  entriesPage,
  entriesQuery,
  errorSchema,
  eventsPage,
  eventsQuery,
  orderDetailSchema,
  orderParams,
  ordersPage,
  ordersQuery,
  ticketsPage,
  ticketsQuery,
} from './read-api-schemas';

/*
 * The OpenAPI 3.1 document of the read API, generated from the same zod schemas the handlers parse
 * with (read-api-schemas.ts): served at /api/v1/openapi.json and rendered by the docs page.
 */

/** Every path of the API with what it answers, in the document's order. */
const PATHS: Array<{
  path: string;
  summary: string;
  description: string;
  query?: z.ZodObject;
  params?: z.ZodObject;
  answer: z.ZodType;
  errors: ReadApiErrorCode[];
}> = [
  {
    path: '/api/v1/events',
    summary: 'List events',
    description: "The club's matches, in start order.",
    query: eventsQuery,
    answer: eventsPage,
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'RATE_LIMITED'],
  },
  {
    path: '/api/v1/orders',
    summary: 'List orders',
    description: 'Orders in creation order (oldest first); amounts in cents of the club currency.',
    query: ordersQuery,
    answer: ordersPage,
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'RATE_LIMITED'],
  },
  {
    path: '/api/v1/orders/{id}',
    summary: 'Get an order',
    description: 'One order with its seat tickets.',
    params: orderParams,
    answer: orderDetailSchema,
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND', 'RATE_LIMITED'],
  },
  {
    path: '/api/v1/tickets',
    summary: 'List tickets',
    description: 'Seat tickets with their holders, in creation order.',
    query: ticketsQuery,
    answer: ticketsPage,
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'RATE_LIMITED'],
  },
  {
    path: '/api/v1/entries',
    summary: 'List gate entries',
    description: 'The first accepted scan of each ticket, in the order the shop received them.',
    query: entriesQuery,
    answer: entriesPage,
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'RATE_LIMITED'],
  },
];

const ERROR_WORDS: Record<ReadApiErrorCode, string> = {
  UNAUTHENTICATED: 'No key, or a key unknown at this club or revoked (`UNAUTHENTICATED`).',
  BAD_REQUEST: 'A parameter is not valid (`BAD_REQUEST`); the message names it.',
  NOT_FOUND: 'No such record at this club (`NOT_FOUND`).',
  METHOD_NOT_ALLOWED: 'The API only reads (`METHOD_NOT_ALLOWED`).',
  RATE_LIMITED: 'Too many requests with this key (`RATE_LIMITED`); wait the Retry-After header’s seconds.',
  UNAVAILABLE: 'Busy for a moment (`UNAVAILABLE`); wait the Retry-After header’s seconds.',
};

function buildDocument() {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'A key made in the back office (API keys): `Authorization: Bearer stadio_<club>_…`.',
  });
  for (const entry of PATHS) {
    const errors = [...entry.errors, 'UNAVAILABLE' as const];
    registry.registerPath({
      method: 'get',
      path: entry.path,
      summary: entry.summary,
      description: entry.description,
      security: [{ [bearer.name]: [] }],
      request: {
        ...(entry.query ? { query: entry.query } : {}),
        ...(entry.params ? { params: entry.params } : {}),
      },
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: entry.answer } } },
        ...Object.fromEntries(
          errors.map((code) => [
            READ_API_STATUS[code],
            { description: ERROR_WORDS[code], content: { 'application/json': { schema: errorSchema } } },
          ]),
        ),
      },
    });
  }
  registry.registerPath({
    method: 'get',
    path: '/api/v1/openapi.json',
    summary: 'This document',
    description: 'The OpenAPI 3.1 document of the API; no key needed.',
    responses: { 200: { description: 'The document', content: { 'application/json': { schema: {} } } } },
  });
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Stadio read API',
      version: '1.0.0',
      description:
        "Read-only access to one club's events, orders, tickets and gate entries, on the club's shop domain. " +
        'Pages are keyset-paginated: pass `next_cursor` as `cursor` until it is null.',
    },
    servers: [
      { url: 'https://{shopDomain}', variables: { shopDomain: { default: 'tickets.example-club.com' } } },
    ],
  });
}

let document: ReturnType<typeof buildDocument> | undefined;

/** The document, built once per process (it depends on nothing but the schemas). */
export function readApiDocument() {
  document ??= buildDocument();
  return document;
}
