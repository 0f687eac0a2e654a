import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getFreePort, startThrowawayCluster, type ThrowawayCluster } from '../testing';
import { LEGACY_PASSWORD, PASSWORD_KEY, secretsFileOf } from './cluster-password';
import { embeddedUrl } from './connection';
import { launchCluster } from './launch-cluster';
import { probe, waitUntilRefused } from './probe';
import { startDatabase } from './start-database';

/** A temp folder the database's own user can enter when the tests run as root (ADR 0018). */
const tempRoot = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'stadio-pg-password-'));
  chmodSync(root, 0o755);
  return root;
};

describe('startDatabase', () => {
  let cluster: ThrowawayCluster | undefined;
  afterEach(async () => {
    await cluster?.stop();
    cluster = undefined;
  });

  it('uses DATABASE_URL as an external server and starts nothing', async () => {
    const external = 'postgres://someone:secret@db.example.test:5432/stadio';
    const database = await startDatabase({ databaseUrl: external });
    expect(database).toMatchObject({ url: external, reused: true, external: true });
    await database.stop();
  });

  it('reuses a server already running on the data dir and port, and leaves it running on stop()', async () => {
    cluster = await startThrowawayCluster();
    expect(cluster.reused).toBe(false);

    const second = await startDatabase({ dataDir: cluster.dataDir, port: cluster.port, databaseUrl: null });
    expect(second).toMatchObject({ url: cluster.url, reused: true, external: false });
    await second.stop();
    expect((await probe(cluster.url)).state).toBe('accepting');

    await cluster.stop();
    expect((await probe(cluster.adminUrl)).state).toBe('refused');
    cluster = undefined;
  });

  it('starts again after a crash left postmaster.pid behind, even when its pid was reused', async () => {
    cluster = await startThrowawayCluster();
    const pidFile = path.join(cluster.dataDir, 'postmaster.pid');
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    process.kill(Number(lines[0]), 'SIGKILL');
    expect(await waitUntilRefused(cluster.adminUrl, 10_000)).toBe(true);
    // Pretend the crashed server's pid now belongs to an unrelated live process (pid 1).
    lines[0] = '1';
    writeFileSync(pidFile, lines.join('\n'));

    const restarted = await startDatabase({
      dataDir: cluster.dataDir,
      port: cluster.port,
      databaseUrl: null,
    });
    try {
      expect(restarted.reused).toBe(false);
      expect((await probe(restarted.url)).state).toBe('accepting');
    } finally {
      await restarted.stop();
    }
  });

  it('refuses to initialise a non-empty directory that is not a cluster', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-not-a-cluster-'));
    // mkdtemp makes it private (0700); as root the folder check (ADR 0018) would refuse it first.
    chmodSync(dataDir, 0o755);
    try {
      writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
      await expect(startDatabase({ dataDir, port: await getFreePort(), databaseUrl: null })).rejects.toThrow(
        /not a PostgreSQL data directory/,
      );
      expect(readFileSync(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('mine');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('explains when the port belongs to something that is not our server', async () => {
    // Answers like a web server would, then hangs up.
    const squatter = net.createServer((socket) =>
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n', () => socket.destroy()),
    );
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const port = (squatter.address() as net.AddressInfo).port;
    try {
      await expect(
        startDatabase({ dataDir: '/nonexistent/never-created', port, databaseUrl: null }),
      ).rejects.toThrow(new RegExp(`Port ${port} is taken by another server`));
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('gives a new cluster a generated password, kept beside its data directory, and refuses the old default', async () => {
    cluster = await startThrowawayCluster();
    const file = secretsFileOf(cluster.dataDir);
    const password = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[PASSWORD_KEY] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(40);
    expect(cluster.url).toContain(`:${encodeURIComponent(password)}@127.0.0.1:`);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect((await probe(cluster.adminUrl)).state).toBe('accepting');
    const legacy = await probe(embeddedUrl(cluster.port, 'postgres', LEGACY_PASSWORD));
    expect(legacy).toMatchObject({ state: 'other', error: { code: '28P01' } });
  });

  it('moves a cluster made with the old default password to a generated one, running or not, keeping the other secrets', async () => {
    for (const running of [true, false]) {
      const root = tempRoot();
      const dataDir = path.join(root, 'pg');
      const port = await getFreePort();
      const secrets = path.join(root, 'secrets.json');
      writeFileSync(secrets, JSON.stringify({ SESSION_SECRET: 'kept' }));
      const old = await launchCluster({
        dataDir,
        port,
        initialise: true,
        user: 'postgres',
        password: LEGACY_PASSWORD,
        postgresFlags: ['-c', 'fsync=off'],
        initdbFlags: ['--no-sync'],
        logger: undefined,
      });
      try {
        if (!running) await old.stop();
        const database = await startDatabase({ dataDir, port, databaseUrl: null });
        try {
          expect((await probe(database.url)).state).toBe('accepting');
          const stored = JSON.parse(readFileSync(secrets, 'utf8')) as Record<string, string>;
          expect(stored.SESSION_SECRET).toBe('kept');
          expect(database.url).toContain(encodeURIComponent(stored[PASSWORD_KEY] ?? '-'));
          expect((await probe(embeddedUrl(port, 'postgres', LEGACY_PASSWORD))).state).toBe('other');
        } finally {
          await database.stop();
        }
      } finally {
        await old.stop();
        rmSync(root, { recursive: true, force: true });
      }
    }
  });
});
