import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ticketServicesFromEnv } from './ticket-services';
import { signTicketToken } from '@stadio/ticket-tokens';
import { runVerifyCli } from './verify-token-cli';

describe('tickets:verify CLI', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-verify-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = async (argv: string[]) => {
    const lines: string[] = [];
    const code = await runVerifyCli(argv, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  };

  it('prints the club key, then checks a token with nothing but that key', async () => {
    const printed = await run(['--tenant', 'riviera', '--print-key']);
    expect(printed.code).toBe(0);
    const keyFile = path.join(dir, 'riviera.pem');
    writeFileSync(keyFile, printed.output);
    const { keyring } = ticketServicesFromEnv();
    const token = await signTicketToken(
      { tenant: 'riviera', ticketId: 'tkt_1', eventId: 'match-1', version: 2 },
      keyring.privateKey('riviera'),
      new Date('2030-01-01T00:00:00Z'),
    );
    const valid = await run(['--tenant', 'riviera', '--key', keyFile, token]);
    expect(valid).toMatchObject({ code: 0 });
    expect(valid.output).toContain('VALID ticket tkt_1 of event match-1 at riviera, version 2');
    expect(await run(['--tenant', 'amstel', '--key', keyFile, token])).toMatchObject({
      code: 1,
      output: 'INVALID: WRONG_TENANT',
    });
    const amstelKey = path.join(dir, 'amstel.pem');
    writeFileSync(amstelKey, (await run(['--tenant', 'amstel', '--print-key'])).output);
    expect(await run(['--tenant', 'riviera', '--key', amstelKey, token])).toMatchObject({
      code: 1,
      output: 'INVALID: BAD_SIGNATURE',
    });
    expect((await run(['--key', keyFile])).code).toBe(2);
  });
});
