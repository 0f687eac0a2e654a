// `npm run tickets:verify -w @stadio/api -- --tenant riviera --key riviera.pem <token>`: checks a
// QR token offline, as a gate scanner does, with nothing but the club's public key (SPKI PEM,
// from `--key`, or printed by `--print-key` from this deployment's keys).
import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkTicketToken } from '@stadio/ticket-tokens';
import { ticketServicesFromEnv } from './ticket-services';

const USAGE = `Usage:
  tickets:verify --tenant <slug> --key <public-key.pem> <token>   check a token offline (exit 0: valid)
  tickets:verify --tenant <slug> --print-key                       print the club's public key (PEM)`;

/** Runs the CLI; returns the exit code. */
export async function runVerifyCli(argv: string[], out: (line: string) => void): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { tenant: { type: 'string' }, key: { type: 'string' }, 'print-key': { type: 'boolean' } },
    });
  } catch (error) {
    out(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { tenant, key } = parsed.values;
  if (!tenant) {
    out(USAGE);
    return 2;
  }
  if (parsed.values['print-key']) {
    out(ticketServicesFromEnv().keyring.publicKeyPem(tenant).trimEnd());
    return 0;
  }
  const [token] = parsed.positionals;
  if (!key || !token) {
    out(USAGE);
    return 2;
  }
  const check = await checkTicketToken(token, createPublicKey(readFileSync(key, 'utf8')), tenant);
  if (!check.valid) {
    out(`INVALID: ${check.reason}`);
    return 1;
  }
  const { ticketId, eventId, version } = check.claims;
  out(
    `VALID ticket ${ticketId} of event ${eventId} at ${tenant}, version ${version}, issued ${check.issuedAt.toISOString()}`,
  );
  out('Offline check only: whether this version is still current is answered by verifyTicketToken.');
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runVerifyCli(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${(error as Error).message}\n`);
      process.exit(1);
    },
  );
}
