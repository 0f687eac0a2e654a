import { describe, expect, it } from 'vitest';
import { declaredOver, JSON_DEPTH_LIMIT, jsonNestingExceeds, parseJsonWithin } from './json-within';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('jsonNestingExceeds', () => {
  it('counts arrays and objects, mixed, up to the limit and one past it', () => {
    expect(jsonNestingExceeds(nested(32), 32)).toBe(false);
    expect(jsonNestingExceeds(nested(33), 32)).toBe(true);
    expect(jsonNestingExceeds(nestedObjects(32), 32)).toBe(false);
    expect(jsonNestingExceeds(nestedObjects(33), 32)).toBe(true);
    expect(jsonNestingExceeds(`${'[{"a":'.repeat(16)}1${'}]'.repeat(16)}`, 32)).toBe(false);
    expect(jsonNestingExceeds(`${'[{"a":'.repeat(17)}1${'}]'.repeat(17)}`, 32)).toBe(true);
  });

  it('measures depth, not the number of brackets: long flat lists pass', () => {
    expect(jsonNestingExceeds(`[${Array(5000).fill('[1]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ text: '['.repeat(100) }), 1)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ text: `\\"${'{'.repeat(100)}` }), 1)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify(['\\', [[1]]]), 2)).toBe(true);
  });

  it('answers the attack run’s body (7,000 levels, 14 KB) at once', () => {
    expect(jsonNestingExceeds(nested(7000), JSON_DEPTH_LIMIT)).toBe(true);
  });
});

describe('parseJsonWithin', () => {
  it('parses JSON within the limit', () => {
    expect(parseJsonWithin('{"a":[1,{"b":null}]}')).toEqual({ ok: true, value: { a: [1, { b: null }] } });
    expect(parseJsonWithin('"just text"')).toEqual({ ok: true, value: 'just text' });
  });

  it('refuses deeper nesting 400 before parsing, and text that is not JSON 400', () => {
    expect(parseJsonWithin(nested(7000))).toEqual({
      ok: false,
      refusal: { status: 400, reason: 'too-deep', error: 'The body is nested deeper than 32 levels.' },
    });
    expect(parseJsonWithin(nested(5), 4)).toMatchObject({ ok: false, refusal: { reason: 'too-deep' } });
    expect(parseJsonWithin('{"a":')).toEqual({
      ok: false,
      refusal: { status: 400, reason: 'not-json', error: 'The body is not valid JSON.' },
    });
    expect(parseJsonWithin('')).toMatchObject({ ok: false, refusal: { reason: 'not-json' } });
  });
});

describe('declaredOver', () => {
  it('compares a declared length with the limit', () => {
    expect(declaredOver('1025', 1024)).toBe(true);
    expect(declaredOver('1024', 1024)).toBe(false);
    expect(declaredOver(null, 1024)).toBe(false);
    expect(declaredOver(undefined, 1024)).toBe(false);
  });
});
