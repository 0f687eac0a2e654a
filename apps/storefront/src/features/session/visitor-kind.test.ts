import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE, sessionHintValue } from './session-hint';
import { visitorKindOf, visitorKindScript } from './visitor-kind';

/** Runs the inline script against a document with `cookie`; returns the `data-visitor` it wrote. */
function runScript(tenant: string, cookie: string): string | undefined {
  const attributes = new Map<string, string>();
  const parent = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  const document = { cookie, currentScript: { parentNode: parent } };
  new Function('document', visitorKindScript(tenant))(document);
  return attributes.get('data-visitor');
}

const hint = (tenant: string, isEarlyBird: boolean) =>
  `${SESSION_HINT_COOKIE}=${encodeURIComponent(sessionHintValue({ tenant, firstName: 'Léa', isEarlyBird }))}`;

describe('the visitor kind, from the session hint cookie', () => {
  const cases: [string, string][] = [
    ['no cookie', ''],
    ['other cookies only', 'lng=fr; cart_seen=1'],
    ['a fan', hint('riviera', false)],
    ['an early bird, among other cookies', `lng=en; ${hint('riviera', true)}; x=1`],
    ["another club's fan", hint('amstel', true)],
    ['a broken cookie', `${SESSION_HINT_COOKIE}=%7Bnot-json`],
    ['a cookie of the wrong shape', `${SESSION_HINT_COOKIE}=${encodeURIComponent('{"tenant":"riviera"}')}`],
    ['a cookie whose name ends like it', `x${hint('riviera', true)}`],
  ];
  it.each(cases)('the inline script and the hook agree: %s', (_name, cookie) => {
    expect(runScript('riviera', cookie)).toBe(visitorKindOf(cookie, 'riviera'));
  });

  it('tells the three kinds apart', () => {
    expect(visitorKindOf('', 'riviera')).toBe('anonymous');
    expect(visitorKindOf(hint('riviera', false), 'riviera')).toBe('fan');
    expect(visitorKindOf(hint('riviera', true), 'riviera')).toBe('earlyBird');
    expect(runScript('riviera', hint('riviera', true))).toBe('earlyBird');
  });

  it('keeps the club name from closing the script', () => {
    expect(visitorKindScript('a</script>')).not.toContain('</script>');
  });
});
