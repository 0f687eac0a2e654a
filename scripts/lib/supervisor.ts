import type { ChildProcess } from 'node:child_process';
import { startProcess, stopProcess } from './processes';

/** What to run and how to bring it back (ADR 0023). */
export interface SupervisedProcess {
  /** Prefix of its log lines and its key in the process file. */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** First pause before a restart (default 500 ms); doubled after each crash in a row. */
  minBackoffMs?: number;
  /** Longest pause before a restart (default 15 s). */
  maxBackoffMs?: number;
  /** A process that ran this long before dying starts again from the first pause (default 30 s). */
  stableAfterMs?: number;
  /**
   * A URL the process answers while it is alive (any HTTP status counts, a 503 too: a server
   * whose database is down is alive). Once it has answered, a process that then fails to answer
   * `failures` checks in a row (default 4, every 5 s, 5 s each) is hung: killed, then restarted.
   */
  liveness?: { url: string; failures?: number; intervalMs?: number; timeoutMs?: number };
  /** Called with the pid of every process started, the first and each restart. */
  onStart?: (pid: number | undefined) => void;
  /** Where the supervisor's own lines go (default stderr). */
  log?: (line: string) => void;
}

/** A process kept running until {@link Supervised.stop}. */
export interface Supervised {
  readonly name: string;
  /** The pid of the process running now (undefined while it waits to be restarted). */
  readonly pid: number | undefined;
  /** How many times it was started again after dying. */
  readonly restarts: number;
  /** Stops it (SIGTERM to its process group, SIGKILL after the grace) and never restarts it again. */
  stop(graceMs?: number): Promise<void>;
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/** Ends what is left of a dead process's group, so an orphan (a wrapper's child) frees the port. */
function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* nothing left */
  }
}

async function answers(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** Kills `child` when it stops answering its liveness URL (after it first did); the exit handler restarts it. */
function watchLiveness(
  child: ChildProcess,
  liveness: NonNullable<SupervisedProcess['liveness']>,
  over: () => boolean,
  log: (line: string) => void,
  name: string,
): void {
  const limit = liveness.failures ?? 4;
  const timeoutMs = liveness.timeoutMs ?? 5_000;
  let answered = false;
  let failures = 0;
  let checking = false;
  const timer = setInterval(() => {
    if (over()) return clearInterval(timer);
    if (checking) return;
    checking = true;
    void answers(liveness.url, timeoutMs).then((ok) => {
      checking = false;
      if (over()) return;
      if (ok) {
        answered = true;
        failures = 0;
        return;
      }
      if (!answered) return;
      failures += 1;
      if (failures < limit) return;
      clearInterval(timer);
      log(
        `[supervisor] ${name} (pid ${child.pid}) did not answer ${liveness.url} ${limit} times in a row; killing it`,
      );
      killGroup(child.pid);
    });
  }, liveness.intervalMs ?? 5_000);
  timer.unref();
}

/**
 * Starts a server and restarts it whenever it dies, after a pause that doubles with each crash
 * in a row (500 ms, 1 s, 2 s… up to 15 s), with a line saying what happened. Its siblings are
 * untouched: a crash of the API is not an outage of the storefront.
 */
export function supervise(options: SupervisedProcess): Supervised {
  const minBackoffMs = options.minBackoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 15_000;
  const stableAfterMs = options.stableAfterMs ?? 30_000;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let child: ChildProcess | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let crashesInARow = 0;
  let restarts = 0;

  const launch = () => {
    const startedAt = Date.now();
    const current = startProcess(options.name, options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
    });
    child = current;
    options.onStart?.(current.pid);
    let ended = false;
    const onEnd = (why: string) => {
      if (ended) return;
      ended = true;
      killGroup(current.pid);
      if (child === current) child = undefined;
      if (stopping) return;
      const ranMs = Date.now() - startedAt;
      if (ranMs >= stableAfterMs) crashesInARow = 0;
      const delay = Math.min(maxBackoffMs, minBackoffMs * 2 ** crashesInARow);
      crashesInARow += 1;
      log(
        `[supervisor] ${options.name} (pid ${current.pid ?? '?'}) ${why} after ${(ranMs / 1000).toFixed(1)} s; ` +
          `restarting it in ${(delay / 1000).toFixed(1)} s (restart ${restarts + 1})`,
      );
      timer = setTimeout(() => {
        timer = undefined;
        if (stopping) return;
        restarts += 1;
        launch();
      }, delay);
    };
    current.once('exit', (code, signal) => onEnd(describeExit(code, signal)));
    if (options.liveness)
      watchLiveness(current, options.liveness, () => ended || stopping, log, options.name);
    // A command that cannot be started at all (ENOENT) emits 'error' and maybe no 'exit'.
    current.once('error', (error) => onEnd(`could not be started (${error.message})`));
  };
  launch();

  return {
    name: options.name,
    get pid() {
      return child?.pid;
    },
    get restarts() {
      return restarts;
    },
    async stop(graceMs?: number) {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (child) await stopProcess(child, graceMs);
    },
  };
}
