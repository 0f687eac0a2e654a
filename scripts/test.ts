/**
 * `npm test`: unit and integration tests (vitest, real embedded PostgreSQL) and the scripts' own
 * tests, then a production build (storefront and API bundle) and the browser tests (Playwright in
 * Chromium) against it, then the browser tests that kill servers and stop the payment provider
 * (e2e/recovery).
 */
import { run } from './lib/processes';
import { REPO_ROOT } from './lib/repo-root';

async function main() {
  const started = Date.now();
  // Each step says how long it took: CI has an hour for everything, and this shows where it goes.
  const step = async (title: string, command: string, args: string[]) => {
    console.log(`\n▶ ${title}`);
    const stepStarted = Date.now();
    await run(command, args, { cwd: REPO_ROOT });
    console.log(`✔ ${title} in ${Math.round((Date.now() - stepStarted) / 1000)} s`);
  };
  await step('Unit and integration tests', 'npx', [
    'turbo',
    'run',
    'test',
    '--concurrency=2',
    // Every package's tests run even when one fails, so a run reports all failures at once.
    '--continue',
    '--output-logs=new-only',
  ]);
  // The bench's and the fault test's own logic (counting answers, the e-mail check) is not a
  // workspace, so turbo does not run its tests.
  await step('Tests of the scripts', 'npx', ['vitest', 'run', '--root', 'scripts']);
  await step('Production build', 'npx', [
    'turbo',
    'run',
    'build',
    '--filter=@stadio/storefront',
    '--filter=@stadio/api',
    '--output-logs=errors-only',
  ]);
  await step('Browser tests', 'npm', ['run', 'e2e', '-w', '@stadio/storefront']);
  // Servers killed and the payment provider down, on a stack of their own (ADR 0023).
  await step('Browser tests that break the stack', 'npm', [
    'run',
    'e2e:recovery',
    '-w',
    '@stadio/storefront',
  ]);
  console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

main().catch((error: Error) => {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
});
