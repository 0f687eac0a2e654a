import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { MailTestbed } from './mail-testbed';

const SCRIPT = fileURLToPath(new URL('./worker-process.ts', import.meta.url));

/** A mail worker running in a child process (its own process group), and how to kill it. */
export interface WorkerProcess {
  child: ChildProcess;
  /** SIGKILL, as a crash: no shutdown code runs. Resolves once the process is gone. */
  crash(): Promise<void>;
}

/** Starts a worker process on the testbed's database and clock, sending to `smtpUrl`. */
export function spawnWorkerProcess(bed: MailTestbed, smtpUrl: string): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: {
      ...process.env,
      DATABASE_URL: bed.databaseUrl,
      SMTP_URL: smtpUrl,
      TENANTS_DIR: bed.tenantsDir,
      NOW: bed.clock.now().toISOString(),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = once(child, 'exit');
  return {
    child,
    crash: async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid)
        process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
}
