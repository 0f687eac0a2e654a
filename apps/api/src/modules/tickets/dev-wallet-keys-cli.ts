// `npm run tickets:dev-keys -w @stadio/api`: writes development Apple and Google wallet
// credentials into WALLET_KEYS_DIR (default .data/keys) unless they exist. The API also does it
// on first use unless WALLET_REQUIRE_KEYS=1; this is for doing it ahead, e.g. to inspect the certificate.
import { ensureDevWalletKeys } from './dev-wallet-keys';
import { ticketServicesFromEnv } from './ticket-services';

const { walletKeysDir, production } = ticketServicesFromEnv();
if (production) {
  process.stderr.write('Refusing to make development wallet keys with WALLET_REQUIRE_KEYS=1.\n');
  process.exit(1);
}
ensureDevWalletKeys(walletKeysDir);
process.stdout.write(`Development wallet keys are in ${walletKeysDir}\n`);
