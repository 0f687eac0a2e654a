import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from './index';

describe('typeDefs', () => {
  it('is a valid schema with the foundation queries', () => {
    const schema = buildSchema(typeDefs);
    const query = schema.getQueryType();
    expect(Object.keys(query?.getFields() ?? {})).toEqual(expect.arrayContaining(['health', 'tenant']));
    expect(isObjectType(schema.getType('Tenant'))).toBe(true);
  });
});
