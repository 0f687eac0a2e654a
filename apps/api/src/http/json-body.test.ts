import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readJsonBodyText } from './json-body';

const request = (pieces: string[]) =>
  Readable.from(pieces.map((piece) => Buffer.from(piece))) as IncomingMessage;

describe('readJsonBodyText', () => {
  it('returns the text as it arrived, for a signature to be checked on it', async () => {
    expect(await readJsonBodyText(request(['{"a": ', '[1, 2]}']), 100)).toEqual({
      ok: true,
      text: '{"a": [1, 2]}',
    });
    expect(await readJsonBodyText(request([]), 100)).toEqual({ ok: true, text: '' });
  });

  it('refuses a body past its limit 413 and one nested too deeply 400', async () => {
    expect(await readJsonBodyText(request(['x'.repeat(60), 'x'.repeat(60)]), 100)).toMatchObject({
      ok: false,
      refusal: { status: 413 },
    });
    expect(
      await readJsonBodyText(request([`${'['.repeat(7000)}`, `${']'.repeat(7000)}`]), 64 * 1024),
    ).toEqual({
      ok: false,
      refusal: { status: 400, reason: 'too-deep', error: 'The body is nested deeper than 32 levels.' },
    });
  });
});

/** Folders of test helpers (a test's stand-in for a provider reads its own requests); never served. */
const TEST_HELPER_DIRS = new Set(['test-support', 'test-fixtures']);

/** The API's sources, tests and their helpers aside. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return TEST_HELPER_DIRS.has(entry.name) ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('request bodies', () => {
  it('are read by json-body.ts only: no handler reads a request stream of its own', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const readsItself =
      /\bfor await \(const \w+ of req\b|\breq\.on\(\s*['"]data['"]|\b(?:req|request)\.(?:json|text|arrayBuffer)\(\)|\breadBodyText\(/;
    const offenders = sources(src)
      .filter((file) => !file.endsWith(path.join('http', 'json-body.ts')))
      .filter((file) => readsItself.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(offenders).toEqual([]);
  });
});
