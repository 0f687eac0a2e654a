/**
 * The import boundaries of `.dependency-cruiser.cjs`, run by `npm run lint` (ADR 0020):
 * 1. the apps and packages must break no rule;
 * 2. the fixtures beside this file, one deliberately bad import per rule, must break every rule,
 *    so a rule that stops matching (a moved folder, a renamed package) fails the lint as well.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../lib/repo-root';

const CONFIG = path.join(REPO_ROOT, '.dependency-cruiser.cjs');
const FIXTURES = path.join(REPO_ROOT, 'scripts', 'boundaries', 'fixtures');
const DEPCRUISE = path.join(REPO_ROOT, 'node_modules', '.bin', 'depcruise');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Cruises `targets` from `cwd` (paths in the rules are relative to it) and returns what broke. */
function cruise(cwd: string, targets: string[]): Violation[] {
  const result = spawnSync(DEPCRUISE, ['--config', CONFIG, '--output-type', 'json', ...targets], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (!result.stdout.trim()) throw new Error(`dependency-cruiser gave no answer:\n${result.stderr}`);
  const report = JSON.parse(result.stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

const describe = (v: Violation) => `  ${v.rule.name}: ${v.from} → ${v.to}`;

function main() {
  const rules = (createRequire(import.meta.url)(CONFIG) as { forbidden: { name: string }[] }).forbidden.map(
    (rule) => rule.name,
  );

  const found = cruise(REPO_ROOT, ['apps', 'packages']);
  if (found.length > 0) {
    console.error(`✖ ${found.length} import(s) cross a boundary (.dependency-cruiser.cjs says why):`);
    for (const violation of found) console.error(describe(violation));
  }

  const proven = new Set(cruise(FIXTURES, ['apps', 'packages']).map((violation) => violation.rule.name));
  const unproven = rules.filter((rule) => !proven.has(rule));
  if (unproven.length > 0) {
    console.error(
      `✖ rules the fixtures no longer break (scripts/boundaries/fixtures): ${unproven.join(', ')}`,
    );
  }

  if (found.length > 0 || unproven.length > 0) process.exit(1);
  console.log(`✔ import boundaries: ${rules.length} rules kept, each proven on its fixture`);
}

main();
