import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function walkUp(from: string): string | undefined {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'turbo.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The monorepo root: the nearest folder with a turbo.json above the working directory, else above
 * this file (so a script started from elsewhere still keeps its data inside the repo).
 */
export function findRepoRoot(from = process.cwd()): string {
  const root = walkUp(from) ?? walkUp(fileURLToPath(new URL('.', import.meta.url)));
  if (!root) throw new Error(`No turbo.json found above ${from}; cannot locate the repository root`);
  return root;
}
