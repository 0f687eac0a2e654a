import { describe, expect, it } from 'vitest';
import { readPersistedRequest } from './persisted-request';
import documents from '@/gql/public/persisted-documents.json';

const [hash, text] = Object.entries(documents).find(([, q]) => q.includes('EventOffersLight')) ?? [];
const params = (values: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
const persisted = (sha256Hash: unknown) => ({ persistedQuery: { version: 1, sha256Hash } });

describe('persisted operations', () => {
  it('runs the text the storefront knows for a hash, with its variables', () => {
    const request = readPersistedRequest(
      params({
        extensions: persisted(hash),
        variables: { eventId: 'm05' },
        operationName: 'EventOffersLight',
      }),
      documents,
    );
    expect(request).toMatchObject({ ok: true, hash, query: text, variables: { eventId: 'm05' } });
  });

  it('keys the cache by hash and variables, whatever their order', () => {
    const a = readPersistedRequest(
      params({ extensions: persisted(hash), variables: { a: 1, b: 2 } }),
      documents,
    );
    const b = readPersistedRequest(
      params({ extensions: persisted(hash), variables: { b: 2, a: 1 } }),
      documents,
    );
    const c = readPersistedRequest(
      params({ extensions: persisted(hash), variables: { a: 1, b: 3 } }),
      documents,
    );
    expect(a.ok && b.ok && a.cacheKey === b.cacheKey).toBe(true);
    expect(a.ok && c.ok && a.cacheKey !== c.cacheKey).toBe(true);
  });

  it('refuses a query text, an unknown hash, a server-side operation and malformed input', () => {
    const refused = (values: Record<string, unknown>) => readPersistedRequest(params(values), documents);
    expect(refused({ query: '{ events { id } }' })).toMatchObject({ ok: false, status: 400 });
    expect(refused({ extensions: persisted('sha256:0000') })).toMatchObject({
      ok: false,
      code: 'PERSISTED_QUERY_NOT_FOUND',
    });
    expect(refused({ extensions: persisted('constructor') })).toMatchObject({ ok: false });
    expect(refused({ extensions: '{not json' })).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(refused({ extensions: persisted(hash), variables: { id: { nested: true } } })).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
    });
    expect(refused({})).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });

  it('knows only the public operations of src/features/live', () => {
    const names = Object.values(documents).map((q) => /^(query|mutation) (\w+)/.exec(q)?.[2]);
    expect(names.sort()).toEqual(['EventOffersLight', 'HomeAvailability', 'PackOffersLight']);
    expect(Object.values(documents).some((q) => q.startsWith('mutation'))).toBe(false);
  });
});
