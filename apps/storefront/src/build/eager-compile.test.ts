import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EAGER_COMPILE_HINT,
  markChunksForEagerCompile,
  shiftedSourceMap,
  withEagerCompileHint,
} from './eager-compile';

// Line 1 of the chunk maps to line 3 of app.ts; line 2 to line 7.
const map = JSON.stringify({ version: 3, sources: ['app.ts'], names: [], mappings: 'AAEA;AAIA' });
const originalLineAt = (sourceMap: string, line: number) => {
  const entry = new SourceMap(JSON.parse(sourceMap)).findEntry(line, 0);
  return 'originalLine' in entry ? entry.originalLine : undefined;
};

describe('eager compile hint', () => {
  it('goes first, once', () => {
    const chunk = 'globalThis.x=()=>1;';
    const marked = withEagerCompileHint(chunk);
    expect(marked.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(marked.endsWith(chunk)).toBe(true);
    expect(withEagerCompileHint(marked)).toBe(marked);
  });

  it('moves the source map down by the line it adds', () => {
    expect(originalLineAt(map, 0)).toBe(2);
    const shifted = shiftedSourceMap(map);
    expect(originalLineAt(shifted, 0)).toBeUndefined();
    expect(originalLineAt(shifted, 1)).toBe(2);
    expect(originalLineAt(shifted, 2)).toBe(6);
  });

  describe('in a build', () => {
    let dist: string;
    beforeEach(async () => {
      dist = await mkdtemp(path.join(tmpdir(), 'eager-'));
      await mkdir(path.join(dist, 'static', 'chunks', 'app'), { recursive: true });
    });
    afterEach(() => rm(dist, { recursive: true, force: true }));
    const at = (name: string) => path.join(dist, 'static', 'chunks', name);

    it('marks every JavaScript chunk, moves its map, and leaves the rest alone', async () => {
      await writeFile(at('a.js'), 'a();');
      await writeFile(at('a.js.map'), map);
      await writeFile(at('app/b.js'), 'b();');
      await writeFile(at('c.css'), 'p{}');

      expect((await markChunksForEagerCompile(dist)).sort()).toEqual(['a.js', path.join('app', 'b.js')]);
      expect(await readFile(at('a.js'), 'utf8')).toBe(`${EAGER_COMPILE_HINT}a();`);
      expect(await readFile(at('app/b.js'), 'utf8')).toBe(`${EAGER_COMPILE_HINT}b();`);
      expect(await readFile(at('c.css'), 'utf8')).toBe('p{}');
      expect(originalLineAt(await readFile(at('a.js.map'), 'utf8'), 1)).toBe(2);

      // A second run (a build marked already) changes nothing, maps included.
      expect(await markChunksForEagerCompile(dist)).toEqual([]);
      expect(originalLineAt(await readFile(at('a.js.map'), 'utf8'), 1)).toBe(2);
    });
  });
});
