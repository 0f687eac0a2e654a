// `npm run db:seed`: migrates, then upserts tenants (and later demo data) into DATABASE_URL or
// the embedded cluster. Safe to repeat.
import { createDb } from '../client';
import { startDatabase } from '../embedded';
import { migrate } from '../migrate';
import { seed } from '../seed';
import { runCli } from './run-cli';

runCli('db:seed', async (logger) => {
  const database = await startDatabase({ logger });
  try {
    await migrate(database.url);
    const { db, close } = createDb(database.url, { logger });
    try {
      const report = await seed(db);
      for (const problem of report.skippedTenantFiles) {
        logger.warn(problem, `skipped tenant file ${problem.file}: ${problem.field} ${problem.problem}`);
      }
      logger.info({ tenants: report.tenants }, 'seed done');
    } finally {
      await close();
    }
  } finally {
    await database.stop();
  }
});
