import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The pids of a running stack, by process name (`api`, `web`, `api-1`, `nginx`…). */
export type ProcessPids = Record<string, number>;

/** `<dataDir>/processes.json`: which process to `kill -9` to try the supervisor (ADR 0023). */
export function processFilePath(dataDir: string): string {
  return path.join(dataDir, 'processes.json');
}

/** The file, kept current as processes start and restart; removed when the stack stops. */
export function processFile(dataDir: string) {
  const file = processFilePath(dataDir);
  const pids: ProcessPids = { start: process.pid };
  const write = () => {
    writeFileSync(`${file}.tmp`, `${JSON.stringify(pids, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  };
  return {
    set(name: string, pid: number | undefined) {
      if (pid) pids[name] = pid;
      else delete pids[name];
      write();
    },
    remove() {
      rmSync(file, { force: true });
    },
  };
}

/** Reads the process file of a stack; undefined when it is not running. */
export function readProcessFile(dataDir: string): ProcessPids | undefined {
  const file = processFilePath(dataDir);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as ProcessPids;
}
