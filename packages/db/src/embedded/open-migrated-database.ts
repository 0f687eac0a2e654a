import { createDb, type DbHandle } from '../client';
import { migrate } from '../migrate';
import { startDatabase } from './start-database';

/**
 * The database a command-line tool works on (`staff:add`, the catalogue commands): DATABASE_URL, or
 * the embedded cluster (`npm start`'s when it runs, started for the command otherwise), migrated.
 * `close()` ends the connections and stops a cluster the command started.
 */
export async function openMigratedDatabase(): Promise<Pick<DbHandle, 'db'> & { close(): Promise<void> }> {
  const database = await startDatabase();
  try {
    await migrate(database.url);
    const { db, close } = createDb(database.url);
    return {
      db,
      close: async () => {
        await close();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}
