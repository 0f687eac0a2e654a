import { describe, expect, it } from 'vitest';
import { validateHolder } from './holder-fields';

describe('validateHolder', () => {
  it("follows the club's rules: names mandatory at one club refuse a blank holder", () => {
    const result = validateHolder({ email: 'fan@example.com' }, [
      { field: 'firstName', mode: 'mandatory_without_change' },
      { field: 'lastName', mode: 'mandatory_without_change' },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${e.field}:${e.code}`).sort()).toEqual([
      'firstName:required',
      'lastName:required',
    ]);
  });

  it('takes a holder without names where the club makes them optional, normalising the rest', () => {
    const result = validateHolder({ email: ' Fan@Example.com ' }, [
      { field: 'firstName', mode: 'optional' },
      { field: 'lastName', mode: 'optional' },
    ]);
    expect(result).toMatchObject({
      ok: true,
      holder: { firstName: null, lastName: null, email: 'fan@example.com', gender: 'unknown' },
    });
  });
});
