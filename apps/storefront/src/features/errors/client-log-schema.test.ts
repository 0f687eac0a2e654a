import { describe, expect, it } from 'vitest';
import { clientLogSchema } from './client-log-schema';

const valid = {
  message: 'Cannot read properties of undefined',
  level: 'error',
  browserInfo: {
    userAgent: 'Mozilla/5.0',
    language: 'fr-FR',
    url: 'https://x.example/event/1',
    viewport: { width: 375, height: 812 },
  },
};

describe('clientLogSchema', () => {
  it('accepts a complete entry', () => {
    expect(clientLogSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['an unknown level', { ...valid, level: 'panic' }],
    ['a blank message', { ...valid, message: '   ' }],
    ['no browser info', { message: 'x', level: 'error' }],
    ['an unexpected browser field', { ...valid, browserInfo: { ...valid.browserInfo, cookie: 'secret' } }],
    ['a too long message', { ...valid, message: 'x'.repeat(2001) }],
  ])('rejects %s', (_name, entry) => {
    expect(clientLogSchema.safeParse(entry).success).toBe(false);
  });
});
