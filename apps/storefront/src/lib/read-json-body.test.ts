import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJsonBody } from './read-json-body';

const schema = z.object({ name: z.string().min(1) });
const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://x/api', { method: 'POST', body, headers });

describe('readJsonBody', () => {
  it('returns the validated data', async () => {
    expect(await readJsonBody(post('{"name":"Ana"}'), schema)).toEqual({ data: { name: 'Ana' } });
  });

  it('answers 400 with the failing field for a body that does not match', async () => {
    const result = await readJsonBody(post('{"name":""}'), schema);
    if (!('response' in result)) throw new Error('expected a response');
    expect(result.response.status).toBe(400);
    expect((await result.response.json()).details[0].path).toBe('name');
  });

  it('answers 400 for broken JSON, 415 for another content type, 413 for a huge body', async () => {
    const status = async (r: Awaited<ReturnType<typeof readJsonBody>>) =>
      'response' in r ? r.response.status : 200;
    expect(await status(await readJsonBody(post('{"name":'), schema))).toBe(400);
    expect(await status(await readJsonBody(post('name=x', { 'content-type': 'text/plain' }), schema))).toBe(
      415,
    );
    expect(
      await status(await readJsonBody(post(JSON.stringify({ name: 'x'.repeat(100) })), schema, 50)),
    ).toBe(413);
  });

  it('answers 400 for a NUL character in any string or key, however deep', async () => {
    for (const body of [
      '{"name":"A\\u0000B"}',
      '{"name":"A","x":["\\u0000"]}',
      '{"a\\u0000":1,"name":"A"}',
    ]) {
      const result = await readJsonBody(post(body), z.object({ name: z.string() }).passthrough());
      if (!('response' in result)) throw new Error(`expected a response for ${body}`);
      expect(result.response.status).toBe(400);
    }
    // A backslash followed by "u0000" is text, not the character.
    expect(await readJsonBody(post('{"name":"A\\\\u0000B"}'), schema)).toEqual({
      data: { name: 'A\\u0000B' },
    });
  });

  it('answers 400 for a body nested deeper than the limit, before the NUL check or zod walk it', async () => {
    const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
    for (const body of [deep, `{"name":"A","x":${deep}}`, `${'{"a":'.repeat(33)}1${'}'.repeat(33)}`]) {
      const result = await readJsonBody(post(body), z.object({ name: z.string() }).passthrough());
      if (!('response' in result)) throw new Error('expected a response');
      expect(result.response.status).toBe(400);
      expect(await result.response.json()).toEqual({ error: 'The body is nested deeper than 32 levels.' });
    }
    // At the limit, the body is read as usual.
    const atLimit = `{"name":"A","x":${'['.repeat(31)}${']'.repeat(31)}}`;
    expect(await readJsonBody(post(atLimit), z.object({ name: z.string() }).passthrough())).toMatchObject({
      data: { name: 'A' },
    });
  });

  it('counts the bytes of a body that declares no length, and stops reading past the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode('€'.repeat(1000)));
      },
    });
    const request = new Request('http://x/api', {
      method: 'POST',
      body: endless,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const result = await readJsonBody(request, schema, 16 * 1024);
    if (!('response' in result)) throw new Error('expected a response');
    expect(result.response.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });
});
