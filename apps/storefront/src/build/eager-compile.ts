import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all of its
 * functions compiled eagerly, on a background thread while the file streams in, instead of each
 * one on the main thread the first time it is called. See docs/adr/0038-client-chunks-compiled-eagerly.md.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk with the hint as its first line; a chunk that has it already is left as it is. */
export function withEagerCompileHint(chunk: string): string {
  return chunk.startsWith(EAGER_COMPILE_HINT) ? chunk : EAGER_COMPILE_HINT + chunk;
}

/**
 * A source map of the chunk once the hint is its first line: every generated line moved down by
 * one, which in the "mappings" encoding is one more line separator at the start.
 */
export function shiftedSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings?: unknown };
  if (typeof parsed.mappings !== 'string') return map;
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/**
 * Puts the hint in every JavaScript chunk of a build's `static/chunks` (and moves its source
 * map, when the build has one). Returns the chunks changed.
 */
export async function markChunksForEagerCompile(distDir: string): Promise<string[]> {
  const dir = path.join(distDir, 'static', 'chunks');
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.js'));
  const changed: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const chunk = await readFile(file, 'utf8');
    const marked = withEagerCompileHint(chunk);
    if (marked === chunk) continue;
    await writeFile(file, marked);
    const map = await readFile(`${file}.map`, 'utf8').catch(() => undefined);
    if (map !== undefined) await writeFile(`${file}.map`, shiftedSourceMap(map));
    changed.push(name);
  }
  return changed;
}
