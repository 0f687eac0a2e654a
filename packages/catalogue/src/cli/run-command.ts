import { createDb, migrate } from '@stadio/db';
import { startDatabase } from '@stadio/db/embedded';
import { resolveTenantsDir } from '@stadio/tenants';
import { CommandError, type CommandIo } from '../commands/club-of';
import type { OpenDatabase } from '../commands/catalogue-apply';

const io: CommandIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/**
 * The database of DATABASE_URL, or the embedded cluster (`npm start`'s when it runs, started for
 * the command otherwise), migrated: what `staff:add` uses too.
 */
const openDatabase: OpenDatabase = async () => {
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
};

/** Runs a catalogue command with the process's arguments; a refusal is a plain line, never a stack. */
export function runCommand(
  command: (
    args: readonly string[],
    tenantsDir: string,
    open: OpenDatabase,
    io: CommandIo,
  ) => Promise<number> | number | void,
): void {
  Promise.resolve()
    .then(() => command(process.argv.slice(2), resolveTenantsDir(), openDatabase, io))
    .then(
      (code) => process.exit(typeof code === 'number' ? code : 0),
      (error: unknown) => {
        if (error instanceof CommandError) {
          console.error(error.message);
          process.exit(error.exitCode);
        }
        console.error(`The command failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
}
