/**
 * A throwaway cluster of Debian's PostgreSQL 15 (`postgresql-15`, installed with apt-get when
 * missing): the external server the chaos run reaches through DATABASE_URL, as production would,
 * and restarts with `pg_ctl restart -m fast` in the middle of the traffic.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const BIN = '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

function ensureInstalled(): void {
  if (existsSync(path.join(BIN, 'pg_ctl'))) return;
  console.log('postgresql-15 is not installed: installing the Debian package…');
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'postgresql-15'],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    execFileSync(command ?? 'apt-get', rest, { stdio: ['ignore', 'ignore', 'inherit'], env });
  }
}

/** Runs a PostgreSQL tool; as root, as the `postgres` user (PostgreSQL refuses to run as root). */
function tool(name: string, args: string[]): string {
  const command = path.join(BIN, name);
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : execFileSync(command, args, { encoding: 'utf8' });
}

export interface DebianPostgres {
  url: string;
  version: string;
  /** `pg_ctl restart -m fast`: every session is cut, the server is back a moment later. */
  restart(): void;
  stop(): void;
}

/** initdb into a temp dir, start on `port` (127.0.0.1 only, trust for local TCP), database `stadio`. */
export async function startDebianPostgres(port: number): Promise<DebianPostgres> {
  ensureInstalled();
  const root = mkdtempSync(path.join(os.tmpdir(), 'stadio-pg15-'));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, 'data');
  const log = path.join(root, 'server.log');
  writeFileSync(log, '');
  chmodSync(log, 0o666);
  tool('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const options = [
    `-c port=${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
    '-c max_connections=300',
    '-c fsync=off',
    '-c synchronous_commit=off',
  ].join(' ');
  tool('pg_ctl', ['-D', dataDir, '-l', log, '-o', options, '-w', 'start']);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  const version =
    (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
  await admin.query('create database stadio');
  await admin.end();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/stadio`,
    version,
    restart: () => void tool('pg_ctl', ['-D', dataDir, '-l', log, '-m', 'fast', '-w', 'restart']),
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
