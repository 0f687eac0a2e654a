/**
 * CPU time of the bench's own stack by kind of process (storefront, API, PostgreSQL), of the load
 * generator (this process), and of everything else on the machine, read from /proc. The machine
 * has two cores shared by every engineer: these figures say how much of them the measured thing
 * really had, so a run on a busy machine can be told from a slow shop.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Seconds of CPU per kind of process; `cores` is the machine's. */
export type CpuKind =
  'storefront' | 'api' | 'postgres' | 'other stack' | 'load generator' | 'rest of machine';
export type CpuSeconds = Record<CpuKind, number>;

/** Linux's USER_HZ: /proc counts CPU time in ticks of 1/100 s on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

interface ProcessTicks {
  pid: number;
  ppid: number;
  ticks: number;
}

function readProcess(pid: number): ProcessTicks | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // gone meanwhile
  }
}

function kindOf(pid: number): CpuKind {
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return 'other stack';
  }
  if (/next-server|next\/dist|\bnext (start|dev)\b/.test(command)) return 'storefront';
  // The API's sources under tsx (npm run dev), or its bundle (npm start, ADR 0023).
  if (/src\/main\.ts|\/api\/main\.mjs|apps\/api\/dist\/main\.mjs/.test(command)) return 'api';
  if (/postgres/.test(command)) return 'postgres';
  return 'other stack';
}

/** Busy ticks of the whole machine (every core), from the first line of /proc/stat. */
function machineBusyTicks(): number {
  const [, ...values] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return [user, nice, system, irq, softirq, steal].reduce<number>((sum, n) => sum + (n ?? 0), 0);
}

/** CPU used so far per kind, at a moment. */
export interface CpuReading {
  at: number;
  byKind: CpuSeconds;
}

/**
 * The CPU used so far by the process trees under `roots` (the stack: start.ts and everything it
 * started, and PostgreSQL), by this process and by the whole machine.
 */
export function readCpu(roots: readonly number[]): CpuReading {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((p): p is ProcessTicks => p !== undefined);
  const children = new Map<number, ProcessTicks[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const byKind: CpuSeconds = {
    storefront: 0,
    api: 0,
    postgres: 0,
    'other stack': 0,
    'load generator': 0,
    'rest of machine': 0,
  };
  const stack: ProcessTicks[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      stack.push(child);
      walk(child.pid);
    }
  };
  for (const rootPid of roots) {
    const root = all.find((p) => p.pid === rootPid);
    if (root) stack.push(root);
    walk(rootPid);
  }
  let stackTicks = 0;
  for (const p of stack) {
    byKind[kindOf(p.pid)] += p.ticks / TICKS_PER_SECOND;
    stackTicks += p.ticks;
  }
  const own = process.cpuUsage();
  byKind['load generator'] = (own.user + own.system) / 1e6;
  // Ticks of exited processes are not in /proc/<pid>: the rest is machine minus what we read.
  byKind['rest of machine'] = (machineBusyTicks() - stackTicks) / TICKS_PER_SECOND - byKind['load generator'];
  return { at: performance.now(), byKind };
}

/** Cores used on average per kind between two readings (1.0 = one core busy all the time). */
export function coresBetween(from: CpuReading, to: CpuReading): CpuSeconds {
  const seconds = Math.max(1e-3, (to.at - from.at) / 1000);
  const result = { ...to.byKind };
  for (const kind of Object.keys(result) as CpuKind[])
    result[kind] = Math.max(0, (to.byKind[kind] - from.byKind[kind]) / seconds);
  return result;
}

/**
 * Waits until the stack (`roots`) is quiet (below `belowCores` for half a second), at most `maxMs`: requests
 * a load generator gave up on may still be rendering, and would slow the next measurement.
 * Returns how long it waited and whether the stack went quiet.
 */
export async function waitUntilQuiet(
  roots: readonly number[],
  options: { belowCores?: number; maxMs?: number } = {},
): Promise<{ waitedMs: number; quiet: boolean }> {
  const belowCores = options.belowCores ?? 0.15;
  const maxMs = options.maxMs ?? 30_000;
  const started = performance.now();
  for (;;) {
    const before = readCpu(roots);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const used = coresBetween(before, readCpu(roots));
    const stack = used.storefront + used.api + used.postgres + used['other stack'];
    const waitedMs = performance.now() - started;
    if (stack < belowCores) return { waitedMs, quiet: true };
    if (waitedMs > maxMs) return { waitedMs, quiet: false };
  }
}
