import { createDb, tenants, type DbHandle } from '@stadio/db';
import { createTestDatabase, type TestDatabase } from '@stadio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';
import { printableFailure, runStaffAdd } from './staff-add-command';

/** What a secret of a new account looks like in print: a scrypt hash, a base32 TOTP secret, its URI. */
const SECRET_SHAPES = [/\$scrypt\$/, /[A-Z2-7]{16,}/, /otpauth:/, /params/i];

describe('npm run staff:add (PostgreSQL)', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb(database.url);
    // "ghost" is in the tenants folder as far as the command knows, but has no row: its insert fails.
    await handle.db.insert(tenants).values({ id: 'riviera', displayName: 'Riviera' });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffAdd(argv, {
      hasClub: (slug) => slug === 'riviera' || slug === 'ghost',
      openDatabase: async () => ({ db: handle.db, close: async () => {} }),
      passwordCost: TEST_PASSWORD_COST,
      now: () => new Date('2026-03-01T10:00:00Z'),
      out: (line) => out.push(line),
      err: (line) => err.push(...line.split('\n')),
    });
    return { code, out, err };
  };

  it('creates an account once; the same e-mail again is one plain line, no hash, no TOTP secret', async () => {
    const first = await run('riviera', 'Office@Riviera.example', 'ticket_office', '--json');
    expect(first.code).toBe(0);
    const created = JSON.parse(first.out[0] ?? '{}') as { initialPassword: string; totpSecret: string };
    expect(created.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);

    const again = await run('riviera', 'office@riviera.example', 'crm');
    expect(again).toEqual({
      code: 1,
      out: [],
      err: ['a staff account office@riviera.example already exists at riviera'],
    });
    const { rows } = await handle.pool.query<{ role: string }>(
      `select role from staff_accounts where email = 'office@riviera.example'`,
    );
    expect(rows).toEqual([{ role: 'ticket_office' }]);
  });

  it('prints any other database failure as one line naming the error code, never the secrets', async () => {
    const failed = await run('ghost', 'someone@ghost.example', 'admin');
    expect(failed.code).toBe(1);
    expect(failed.out).toEqual([]);
    expect(failed.err).toHaveLength(1);
    expect(failed.err[0]).toMatch(/^staff:add failed: the staff account could not be stored \(23503/);
    for (const shape of SECRET_SHAPES) expect(failed.err[0]).not.toMatch(shape);
  });

  it('cuts the parameters a query error quotes from anything it prints', () => {
    const error = new Error(
      'Failed query: insert into "staff_accounts" values ($1, $2)\nparams: $scrypt$ln=17,SECRETSECRETSECRET',
    );
    expect(printableFailure(error)).toBe('Failed query: insert into "staff_accounts" values ($1, $2)');
    expect(printableFailure(new Error('insert failed params: $scrypt$x'))).toBe('insert failed');
  });
});
