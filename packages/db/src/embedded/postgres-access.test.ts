import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blockingFolder, postgresUser } from './postgres-access';

const OTHER = { uid: 54_321, gid: 54_321 };

describe('folders the postgres user must pass through', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'stadio-access-'));
    chmodSync(root, 0o755);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds a folder only its owner may enter, as a root user’s home is', () => {
    const home = path.join(root, 'home');
    mkdirSync(path.join(home, 'stadio', 'node_modules'), { recursive: true });
    chmodSync(home, 0o700);
    expect(blockingFolder(path.join(home, 'stadio', 'node_modules'), OTHER)).toEqual({
      folder: home,
      mode: '0700',
    });
    // Not yet created below an enterable folder: created later with the usual mode.
    chmodSync(home, 0o711);
    expect(blockingFolder(path.join(home, 'stadio', '.data', 'pg'), OTHER)).toBeNull();
  });

  it("counts the owner's and the group's permission for that user", () => {
    const own = path.join(root, 'own');
    mkdirSync(own);
    chmodSync(own, 0o700);
    if (process.getuid?.() === 0) {
      chownSync(own, OTHER.uid, OTHER.gid);
      expect(blockingFolder(own, OTHER)).toBeNull();
      chownSync(own, 0, OTHER.gid);
      chmodSync(own, 0o750);
      expect(blockingFolder(own, OTHER)).toBeNull();
    }
    expect(blockingFolder(own, null)).toMatchObject({ folder: own });
  });

  it('reads the postgres user from a passwd file, or none', () => {
    const passwd = path.join(root, 'passwd');
    writeFileSync(passwd, 'root:x:0:0:root:/root:/bin/bash\npostgres:x:999:998::/home/postgres:/bin/sh\n');
    expect(postgresUser(passwd)).toEqual({ uid: 999, gid: 998 });
    writeFileSync(passwd, 'root:x:0:0:root:/root:/bin/bash\n');
    expect(postgresUser(passwd)).toBeNull();
    expect(postgresUser(path.join(root, 'missing'))).toBeNull();
  });
});
