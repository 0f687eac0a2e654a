import { describe, expect, it } from 'vitest';
import { EDITION_PREFIX, editionSegment, fingerprintOf, sharedSecondsAt } from './edition-segment';

const club = { fingerprint: 'abc', timeZone: 'Europe/Paris' };
const facts = {
  revision: '42',
  since: '2030-06-01T08:00:00.000Z',
  upcoming: ['2030-06-01T10:00:00.000Z', '2030-06-02T18:00:00.001Z'],
};
const at = (iso: string) => new Date(iso);

describe('editionSegment', () => {
  it('stays the same between two instants at which pages change', () => {
    const a = editionSegment(facts, club, at('2030-06-01T08:00:00.000Z'));
    const b = editionSegment(facts, club, at('2030-06-01T09:59:59.999Z'));
    expect(a).toBe(b);
    expect(a.startsWith(EDITION_PREFIX)).toBe(true);
    expect(a).not.toMatch(/[/?#]/);
  });

  it('moves at the very instant a sale opens, and again at the next one', () => {
    const before = editionSegment(facts, club, at('2030-06-01T09:59:59.999Z'));
    const opening = editionSegment(facts, club, at('2030-06-01T10:00:00.000Z'));
    const later = editionSegment(facts, club, at('2030-06-03T00:00:00.000Z'));
    expect(opening).not.toBe(before);
    expect(later).not.toBe(opening);
    // Another instance that learnt the facts after the opening agrees on the segment.
    const refreshed = { ...facts, since: '2030-06-01T10:00:00.000Z', upcoming: facts.upcoming.slice(1) };
    expect(editionSegment(refreshed, club, at('2030-06-01T12:00:00.000Z'))).toBe(opening);
  });

  it('moves with the revision, the tenant file and the new year in the club’s time zone', () => {
    const now = at('2030-06-01T12:00:00.000Z');
    const base = editionSegment(facts, club, now);
    expect(editionSegment({ ...facts, revision: '43' }, club, now)).not.toBe(base);
    expect(editionSegment(facts, { ...club, fingerprint: 'abd' }, now)).not.toBe(base);
    const noon = { ...facts, since: null, upcoming: [] };
    // 23:30 UTC on 31 December is already the new year in Paris, not yet in New York.
    const eve = at('2030-12-31T23:30:00.000Z');
    const paris = editionSegment(noon, club, eve);
    expect(paris).not.toBe(editionSegment(noon, club, at('2030-12-31T12:00:00.000Z')));
    expect(editionSegment(noon, { ...club, timeZone: 'America/New_York' }, eve)).not.toBe(paris);
  });
});

describe('sharedSecondsAt', () => {
  it('is a second, and 0 in the last second before the page changes by itself', () => {
    expect(sharedSecondsAt(facts, at('2030-06-01T09:59:58.999Z'))).toBe(1);
    expect(sharedSecondsAt(facts, at('2030-06-01T09:59:59.000Z'))).toBe(1);
    expect(sharedSecondsAt(facts, at('2030-06-01T09:59:59.001Z'))).toBe(0);
    expect(sharedSecondsAt(facts, at('2030-06-01T10:00:00.000Z'))).toBe(1);
    expect(sharedSecondsAt(facts, at('2030-06-02T18:00:00.000Z'))).toBe(0);
    expect(sharedSecondsAt(facts, at('2030-06-02T18:00:00.001Z'))).toBe(1);
    expect(sharedSecondsAt({ upcoming: [] }, at('2030-06-01T09:59:59.500Z'))).toBe(1);
  });
});

describe('fingerprintOf', () => {
  it('tells apart two tenant files that differ in one character', () => {
    expect(fingerprintOf({ primary: '#0B2A5B' })).toBe(fingerprintOf({ primary: '#0B2A5B' }));
    expect(fingerprintOf({ primary: '#0B2A5B' })).not.toBe(fingerprintOf({ primary: '#0B2A5C' }));
  });
});
