import { describe, expect, it } from 'vitest';
import { CATALOGUE_SPECS } from './catalogue-tables';
import { diffRows } from './diff-rows';
import { completeRow, sameValue } from './row-values';

/* What the database hands back is not always what the files compile to: the same value must not
 * show up as a change at every apply. */
describe('catalogue row values', () => {
  it('compares as stored: real to 24 bits, instants whatever their text, jsonb whatever its key order', () => {
    expect(sameValue('real', 3.3000000000000003, 3.3)).toBe(true);
    expect(sameValue('real', 3.3, 3.31)).toBe(false);
    expect(sameValue('instant', '2027-03-06 19:45:00+00', '2027-03-06T20:45:00.000+01:00')).toBe(true);
    expect(sameValue('instant', '2027-03-06 19:45:00+00', '2027-03-06T19:46:00.000Z')).toBe(false);
    expect(
      sameValue('date', new Date('2027-09-01T00:00:00Z'), new Date(Date.parse('2027-09-01T00:00:00Z'))),
    ).toBe(true);
    expect(sameValue('jsonb', { en: 'North', fr: 'Nord' }, { fr: 'Nord', en: 'North' })).toBe(true);
    expect(sameValue('jsonb', { en: 'North' }, { en: 'North', fr: 'Nord' })).toBe(false);
    expect(sameValue('text[]', ['m01', 'm02'], ['m02', 'm01'])).toBe(false);
    expect(
      sameValue('uuid[]', ['A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11'], ['a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11']),
    ).toBe(true);
    expect(sameValue('text', null, undefined)).toBe(true);
  });

  it('fills omitted columns with their defaults, so a file leaving them out equals the stored row', () => {
    const seats = CATALOGUE_SPECS.seats;
    const given = {
      id: 's1',
      blockId: 'b',
      categoryId: 'c',
      row: 1,
      column: 1,
      rowName: 'A',
      seatNumber: '1',
      x: 1,
      y: 1,
    };
    const full = completeRow(seats, given);
    expect(full).toEqual({ ...given, isAccessible: false, isRestrictedView: false });
    expect(
      diffRows(seats, [full as Record<string, unknown>], [full as Record<string, unknown>]).changed,
    ).toEqual([]);
    expect(completeRow(seats, { id: 's2' })).toEqual([
      'blockId',
      'categoryId',
      'row',
      'column',
      'rowName',
      'seatNumber',
      'x',
      'y',
    ]);
    expect(
      completeRow(CATALOGUE_SPECS.promoCodes, {
        id: 'p',
        name: 'P',
        label: 'l',
        discountType: 'percent',
        discountValue: 5,
        scope: 'order',
      }),
    ).toMatchObject({
      eventIds: [],
      customerIds: [],
      isActive: true,
      validFrom: null,
      rank: 0,
    });
  });
});
