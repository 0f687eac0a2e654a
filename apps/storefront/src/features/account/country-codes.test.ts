import { countrySchema } from '@stadio/customers';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions } from './country-codes';

describe('country options', () => {
  it('offers only codes the customer rules accept, each once', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.every((code) => countrySchema.safeParse(code).success)).toBe(true);
  });

  it("puts the club's country first and names the rest in the page's language", () => {
    const options = countryOptions('fr', 'NL');
    expect(options[0]).toEqual({ code: 'NL', name: 'Pays-Bas' });
    expect(options.find((option) => option.code === 'DE')?.name).toBe('Allemagne');
    expect(options).toHaveLength(COUNTRY_CODES.length);
  });
});
