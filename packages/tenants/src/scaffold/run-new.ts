import path from 'node:path';
import { displayPath } from '../check/display-path';
import { FIELD_DOCS } from './field-guide';
import { scaffoldTenant } from './scaffold-tenant';

const USAGE = 'Usage: npm run tenant:new -- <slug> [--dir <tenants folder>]';

/** The `tenant:new` command without touching the process, so tests can run it directly. */
export function runNew(
  args: readonly string[],
  defaultDir: string,
  cwd = process.cwd(),
): { exitCode: number; output: string } {
  let dir = defaultDir;
  const slugs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') return { exitCode: 0, output: USAGE };
    if (arg === '--dir') {
      const next = args[++i];
      if (!next) return { exitCode: 2, output: `--dir needs a folder.\n${USAGE}` };
      dir = path.resolve(cwd, next);
    } else if (arg.startsWith('-')) {
      return { exitCode: 2, output: `Unknown option "${arg}".\n${USAGE}` };
    } else {
      slugs.push(arg);
    }
  }
  if (slugs.length > 1) return { exitCode: 2, output: `Give one slug, not ${slugs.length}.\n${USAGE}` };
  const result = scaffoldTenant(slugs[0], dir);
  if (!result.ok) return { exitCode: 1, output: `${result.message}\n${USAGE}` };
  const slug = slugs[0] ?? '';
  const width = Math.max(...FIELD_DOCS.map((d) => d.field.length));
  return {
    exitCode: 0,
    output: [
      `Created the club "${slug}":`,
      ...result.files.map((f) => `  ${displayPath(f, cwd)}`),
      '',
      'Fields of the tenant file (also in the README above):',
      ...FIELD_DOCS.map((d) => `  ${d.field.padEnd(width)}  ${d.help}`),
      '',
      'Next: replace the placeholder artwork, edit the file, then run "npm run tenants:check".',
      `Local shop: http://${slug}.localhost:3000  (theme preview: /theme-preview)`,
    ].join('\n'),
  };
}
