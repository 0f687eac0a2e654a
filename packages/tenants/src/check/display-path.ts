import path from 'node:path';

/** A path as the person running the check would type it: relative when under the current folder. */
export function displayPath(target: string, cwd = process.cwd()): string {
  const relative = path.relative(cwd, target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : target;
}
