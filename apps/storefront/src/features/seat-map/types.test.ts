import { describe, expect, it } from 'vitest';
import { toPitchKind } from './types';

describe('toPitchKind', () => {
  it('maps the GraphQL enum and sports to the surface drawn, football otherwise', () => {
    expect(toPitchKind('HOCKEY')).toBe('hockey');
    expect(toPitchKind('STAGE')).toBe('stage');
    expect(toPitchKind('basketball')).toBe('basketball');
    expect(toPitchKind('rugby')).toBe('football');
    expect(toPitchKind(null)).toBe('football');
  });
});
