import path from 'node:path';
import { displayPath } from './display-path';
import type { TenantCheckReport } from './check-tenants';
import type { CheckProblem } from './problem';

function formatProblem(problem: CheckProblem, dir: string, cwd: string): string {
  const where = problem.file ? displayPath(path.join(dir, problem.file), cwd) : displayPath(dir, cwd);
  const lines = [problem.field ? `${where} › ${problem.field}` : where, `  ${problem.message}`];
  if (problem.fix) lines.push(`  Fix: ${problem.fix}`);
  return lines.join('\n');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The check's report as plain text: one block per problem, then a one-line summary. */
export function formatReport(report: TenantCheckReport, cwd = process.cwd()): string {
  const { problems, files } = report;
  if (problems.length === 0) {
    return `All ${plural(files.length, 'tenant')} ${files.length === 1 ? 'is' : 'are'} valid (${files.join(', ')}).`;
  }
  const blocks = problems.map((p) => formatProblem(p, report.dir, cwd));
  const badFiles = new Set(problems.map((p) => p.file).filter(Boolean)).size;
  const summary =
    files.length === 0
      ? `${plural(problems.length, 'problem')} found.`
      : `${plural(problems.length, 'problem')} found in ${badFiles} of ${plural(files.length, 'tenant file')}. ` +
        'Fix them and run "npm run tenants:check" again.';
  return `${blocks.join('\n\n')}\n\n${summary}`;
}
