import { describe, expect, it } from 'vitest';
import { validate } from './customer-form-schemas';
import { holderSchema } from './holder-schema';

describe('holderSchema', () => {
  const riviera = holderSchema([
    { field: 'firstName', mode: 'mandatory_without_change' },
    { field: 'lastName', mode: 'mandatory_with_change' },
    { field: 'email', mode: 'optional' },
  ]);

  it("refuses a holder without the club's mandatory names, each with its field", () => {
    const checked = validate(riviera, { firstName: '  ', email: 'not-an-address' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.map(({ field, code }) => `${field}:${code}`).sort()).toEqual([
      'email:invalid',
      'firstName:required',
      'lastName:required',
    ]);
  });

  it('normalises names and e-mail and turns blank optional fields into null', () => {
    const checked = validate(riviera, {
      firstName: 'jean-pierre',
      lastName: 'DE LA FONTAINE',
      email: '  Fan@Example.COM ',
      phoneNumber: '',
    });
    expect(checked).toMatchObject({
      ok: true,
      value: { firstName: 'Jean-Pierre', email: 'fan@example.com', phoneNumber: null },
    });
  });

  it('lets a club with only optional fields take an empty holder', () => {
    const neva = holderSchema([{ field: 'firstName', mode: 'optional' }]);
    expect(validate(neva, {}).ok).toBe(true);
  });
});
