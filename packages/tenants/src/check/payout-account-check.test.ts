import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFixtureTenant, fixtureJson, makeTempDir, writeJson } from '../test-support/temp-tenants';
import { payoutAccountSchema } from '../payout-account';
import { checkTenants } from './check-tenants';

/** The club's payouts account is checked before a bank ever sees a file (docs/product.md#resale). */
describe("tenants:check on the club's payouts account", () => {
  let tmp: ReturnType<typeof makeTempDir>;
  let file: string;
  beforeEach(() => {
    tmp = makeTempDir();
    file = copyFixtureTenant(tmp.dir);
  });
  afterEach(() => tmp.cleanup());

  const problemsWith = (payouts: unknown) => {
    writeJson(file, { ...fixtureJson(), payouts });
    return checkTenants(tmp.dir).problems;
  };

  it('takes an IBAN written with spaces and keeps it without', () => {
    expect(
      problemsWith({
        accountHolder: 'Fixture FC',
        iban: 'FR76 3000 4000 0312 3456 7890 143',
        bic: 'BNPAFRPP',
      }),
    ).toEqual([]);
    expect(
      payoutAccountSchema.parse({
        accountHolder: 'Fixture FC',
        iban: 'fr76 3000 4000 0312 3456 7890 143',
        bic: 'bnpafrpp',
      }),
    ).toEqual({ accountHolder: 'Fixture FC', iban: 'FR7630004000031234567890143', bic: 'BNPAFRPP' });
  });

  it('refuses a wrong check digit, naming the field and what to look at', () => {
    const problems = problemsWith({
      accountHolder: 'Fixture FC',
      iban: 'FR77 3000 4000 0312 3456 7890 143',
      bic: 'BNPAFRPP',
    });
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'fixture-club.json',
        field: 'payouts.iban',
        message: expect.stringContaining('is not a valid IBAN'),
      }),
    ]);
  });

  it('refuses a malformed BIC, a BIC of another country and a name outside the SEPA characters', () => {
    expect(
      problemsWith({ accountHolder: 'Fixture FC', iban: 'FR7630004000031234567890143', bic: 'BNP-FR' }),
    ).toEqual([
      expect.objectContaining({ field: 'payouts.bic', message: expect.stringContaining('not a valid BIC') }),
    ]);
    expect(
      problemsWith({ accountHolder: 'Fixture FC', iban: 'FR7630004000031234567890143', bic: 'ABNANL2A' }),
    ).toEqual([
      expect.objectContaining({
        field: 'payouts.bic',
        message: expect.stringContaining("is not of the IBAN's country (FR)"),
      }),
    ]);
    expect(
      problemsWith({
        accountHolder: 'Fixture Élan FC',
        iban: 'FR7630004000031234567890143',
        bic: 'BNPAFRPP',
      }),
    ).toEqual([expect.objectContaining({ field: 'payouts.accountHolder' })]);
  });
});
