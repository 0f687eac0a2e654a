import path from 'node:path';
import { resolveTenantsDir } from '../registry';
import { type ClubCheck, checkTenants } from './check-tenants';
import { formatReport } from './format-problems';

const USAGE = 'Usage: npm run tenants:check [-- --dir <tenants folder>]';

/** The command line's behaviour without touching the process, so tests can run it directly. */
export function runCheck(
  args: readonly string[],
  cwd = process.cwd(),
  clubChecks: readonly ClubCheck[] = [],
  env: Record<string, string | undefined> = process.env,
): { exitCode: number; output: string } {
  let dir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') return { exitCode: 0, output: USAGE };
    if (arg === '--dir') {
      dir = args[++i];
      if (!dir) return { exitCode: 2, output: `--dir needs a folder.\n${USAGE}` };
    } else if (arg.startsWith('--dir=')) {
      dir = arg.slice('--dir='.length);
    } else {
      return { exitCode: 2, output: `Unknown option "${arg}".\n${USAGE}` };
    }
  }
  const report = checkTenants(dir ? path.resolve(cwd, dir) : resolveTenantsDir(cwd), clubChecks, env);
  return { exitCode: report.problems.length > 0 ? 1 : 0, output: formatReport(report, cwd) };
}
