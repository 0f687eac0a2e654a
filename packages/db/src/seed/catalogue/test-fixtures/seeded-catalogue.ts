import { createDb, type DbHandle } from '../../../client';
import { createTestDatabase } from '../../../testing';
import { seed } from '../../index';

/** A fresh test database with the demo catalogue seeded once, at `seededAt`. */
export interface SeededCatalogue {
  handle: DbHandle;
  report: Awaited<ReturnType<typeof seed>>;
  seededAt: Date;
  close: () => Promise<void>;
}

export async function seedDemoCatalogue(): Promise<SeededCatalogue> {
  const database = await createTestDatabase();
  const handle = createDb(database.url);
  // Without a registry the seed reads the repository's tenants folder, as `npm start` does.
  const seededAt = new Date();
  const report = await seed(handle.db, { now: seededAt });
  return {
    handle,
    report,
    seededAt,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
