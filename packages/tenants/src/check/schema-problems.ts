import type { TenantFileProblem } from '../registry';
import type { CheckProblem } from './problem';

const PREDICATE = /^(must|is|has|should|cannot|can't|needs) /;

function sentence(text: string): string {
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * The registry words its problems as the end of a sentence about a field ("must be a six-digit hex colour");
 * this gives that sentence a subject so it reads on its own.
 */
export function fromFileProblem(problem: TenantFileProblem): CheckProblem {
  if (problem.field === '(whole file)') {
    return { file: problem.file, field: '', message: sentence(`the file ${problem.problem}`) };
  }
  const last = problem.field.split('.').at(-1) ?? problem.field;
  const subject = /^\d+$/.test(last) ? `entry ${Number(last) + 1} of the list` : `"${last}"`;
  const message = PREDICATE.test(problem.problem) ? `${subject} ${problem.problem}` : problem.problem;
  return { file: problem.file, field: problem.field, message: sentence(message) };
}
