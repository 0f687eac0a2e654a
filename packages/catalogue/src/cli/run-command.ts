import { openMigratedDatabase } from '@stadio/db/embedded';
import { resolveTenantsDir } from '@stadio/tenants';
import { CommandError, type CommandIo } from '../commands/club-of';
import type { OpenDatabase } from '../commands/catalogue-apply';

const io: CommandIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

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
    .then(() => command(process.argv.slice(2), resolveTenantsDir(), openMigratedDatabase, io))
    .then(
      (code) => process.exit(typeof code === 'number' ? code : 0),
      (error: unknown) => {
        if (error instanceof CommandError) {
          console.error(error.message);
          process.exit(error.exitCode);
        }
        // A database error's own words (a constraint, a connection refused) are in its cause.
        const cause =
          error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
        console.error(
          `The command failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}${cause}`,
        );
        process.exit(1);
      },
    );
}
