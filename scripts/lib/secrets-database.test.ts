import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterPassword } from '@stadio/db/embedded';
import { afterEach, describe, expect, it } from 'vitest';
import { localSecrets } from './secrets';

describe('localSecrets beside the embedded database’s password', () => {
  let dataDir = '';
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the password @stadio/db wrote into the same file, start after start', () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-secrets-db-'));
    localSecrets(dataDir);
    // `npm start` keeps the cluster in <dataDir>/pg; its password goes into <dataDir>/secrets.json.
    const password = clusterPassword(path.join(dataDir, 'pg'));
    const { SESSION_SECRET } = localSecrets(dataDir);
    expect(clusterPassword(path.join(dataDir, 'pg'))).toBe(password);
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(stored).toMatchObject({ EMBEDDED_POSTGRES_PASSWORD: password, SESSION_SECRET });
    expect(password).not.toBe('postgres');
  });
});
