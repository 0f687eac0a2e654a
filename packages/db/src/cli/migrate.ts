// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded
// cluster in .data/pg (started for the occasion, or reused if already running).
import { startDatabase } from '../embedded';
import { migrate } from '../migrate';
import { runCli } from './run-cli';

runCli('db:migrate', async (logger) => {
  const database = await startDatabase({ logger });
  try {
    await migrate(database.url);
    logger.info('migrations applied');
  } finally {
    await database.stop();
  }
});
