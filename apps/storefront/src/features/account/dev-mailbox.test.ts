import { describe, expect, it } from 'vitest';
import { mailLinks } from './dev-mailbox';

describe('mailLinks', () => {
  it('finds each web link of a text mail once', () => {
    const text = [
      'Confirm my address: http://riviera.localhost:3000/user/action-token/abc_DEF-1?lng=fr',
      '(http://riviera.localhost:3000/user/action-token/abc_DEF-1?lng=fr)',
      'Mail us at <mailto:help@example.com> or see https://example.com/faq.',
    ].join('\n');
    expect(mailLinks(text)).toEqual([
      'http://riviera.localhost:3000/user/action-token/abc_DEF-1?lng=fr',
      'https://example.com/faq',
    ]);
  });
});
