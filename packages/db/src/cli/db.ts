// `npm run db -w @stadio/db`: runs the embedded PostgreSQL in the foreground, prints its URL and
// stops it on Ctrl+C / SIGTERM. Handy to inspect the dev database with psql while nothing else runs.
import { startDatabase } from '../embedded';
import { runCli } from './run-cli';

runCli('db', async (logger) => {
  const database = await startDatabase({ logger });
  process.stdout.write(`${database.url}\n`);
  if (database.external) {
    logger.info('DATABASE_URL is set: nothing to start');
    return;
  }
  if (database.reused) logger.info('the server was already running; it keeps running after this exits');
  await new Promise<void>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'stopping');
      resolve();
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });
  await database.stop();
  logger.info('stopped');
});
