import { describe, expect, it } from 'vitest';
import { referenceOf } from './openapi-reference';

// A document shaped as zod-to-openapi writes the read API's: components behind $ref, nullable
// fields as anyOf with null, pages with an array of items.
const DOCUMENT = {
  openapi: '3.1.0',
  paths: {
    '/api/v1/orders': {
      get: {
        summary: 'List orders',
        description: 'Orders in creation order.',
        parameters: [
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer', description: 'Rows.' } },
          { name: 'cursor', in: 'query', description: 'From next_cursor.', schema: { type: 'string' } },
        ],
        responses: {
          200: {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/OrdersPage' } } },
          },
          401: { description: 'No key.' },
        },
      },
    },
  },
  components: {
    schemas: {
      OrdersPage: {
        type: 'object',
        properties: {
          data: { type: 'array', items: { $ref: '#/components/schemas/Order' } },
          next_cursor: { type: ['string', 'null'], description: 'Next page.' },
        },
      },
      Order: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          status: { type: 'string', enum: ['confirmed', 'cancelled'] },
          amounts: {
            type: 'object',
            properties: { total_cents: { type: 'integer', description: 'Charged.' } },
          },
          holder: {
            anyOf: [{ type: 'object', properties: { email: { type: 'string' } } }, { type: 'null' }],
          },
        },
      },
    },
  },
};

describe('the docs page reading of the OpenAPI document', () => {
  it('lists each path with its parameters, flattened answer fields and refusals', () => {
    const [orders, ...rest] = referenceOf(DOCUMENT);
    expect(rest).toEqual([]);
    expect(orders).toMatchObject({ method: 'GET', path: '/api/v1/orders', summary: 'List orders' });
    expect(orders?.parameters).toEqual([
      { name: 'limit', in: 'query', required: false, type: 'integer', description: 'Rows.' },
      { name: 'cursor', in: 'query', required: false, type: 'string', description: 'From next_cursor.' },
    ]);
    expect(orders?.fields).toEqual([
      { name: 'data', type: 'array of object', description: '' },
      { name: 'data[].id', type: 'string', description: '' },
      { name: 'data[].status', type: '"confirmed" | "cancelled"', description: '' },
      { name: 'data[].amounts', type: 'object', description: '' },
      { name: 'data[].amounts.total_cents', type: 'integer', description: 'Charged.' },
      { name: 'data[].holder', type: 'object | null', description: '' },
      { name: 'data[].holder.email', type: 'string', description: '' },
      { name: 'next_cursor', type: 'string | null', description: 'Next page.' },
    ]);
    expect(orders?.errors).toEqual([{ status: '401', description: 'No key.' }]);
  });

  it('reads nothing from something that is not a document', () => {
    expect(referenceOf(null)).toEqual([]);
    expect(referenceOf({ paths: {} })).toEqual([]);
  });
});
