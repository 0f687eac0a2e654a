import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { SANDBOX_PORT, SANDBOX_WEBHOOK_SECRET } from '../../playwright.recovery.config';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * The payment sandbox as its own process, which these specs stop and start again (the provider
 * down, then back): the recovery stack is told to use it (PAYMENT_SANDBOX_URL) instead of the one
 * the start script would run inside its own process.
 */
export function paymentSandbox() {
  let child: ChildProcess | undefined;
  return {
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'packages/payment-sandbox/src/cli.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PAYMENT_SANDBOX_PORT: String(SANDBOX_PORT),
          PAYMENT_SANDBOX_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // It prints its URL once it listens; an early exit (port taken) is a failure.
      const exited = once(child, 'exit').then(([code]) => {
        throw new Error(`the payment sandbox exited (${String(code)})`);
      });
      await Promise.race([once(child.stdout ?? child, 'data'), exited]);
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      child = undefined;
    },
  };
}
