import { describe, expect, it } from 'vitest';
import { readSessionHint, SESSION_HINT_COOKIE, sessionHintValue } from './session-hint';

const hint = { tenant: 'riviera', firstName: 'Zoë «la» Fan; =x', isEarlyBird: true };

describe('session hint cookie', () => {
  it('reads back what was written, among other cookies', () => {
    const cookies = `lng=fr; ${SESSION_HINT_COOKIE}=${encodeURIComponent(sessionHintValue(hint))}; other=1`;
    expect(readSessionHint(cookies, 'riviera')).toEqual(hint);
  });

  it("counts another club's hint, a missing one and a damaged one as logged out", () => {
    const cookie = `${SESSION_HINT_COOKIE}=${encodeURIComponent(sessionHintValue(hint))}`;
    expect(readSessionHint(cookie, 'neva')).toBeNull();
    expect(readSessionHint('lng=fr', 'riviera')).toBeNull();
    expect(readSessionHint(`${SESSION_HINT_COOKIE}=%7Bnot-json`, 'riviera')).toBeNull();
    expect(
      readSessionHint(`${SESSION_HINT_COOKIE}=${encodeURIComponent('{"tenant":"riviera"}')}`, 'riviera'),
    ).toBeNull();
  });
});
