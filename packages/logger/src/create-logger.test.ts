import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, resolveLogLevel } from './create-logger';

describe('resolveLogLevel', () => {
  it('is silent under test unless LOG_LEVEL is set', () => {
    expect(resolveLogLevel({ NODE_ENV: 'test' })).toBe('silent');
    expect(resolveLogLevel({ NODE_ENV: 'test', LOG_LEVEL: 'debug' })).toBe('debug');
  });

  it('defaults to info and ignores unknown levels', () => {
    expect(resolveLogLevel({})).toBe('info');
    expect(resolveLogLevel({ LOG_LEVEL: 'loud' })).toBe('info');
    expect(resolveLogLevel({ LOG_LEVEL: ' WARN ' })).toBe('warn');
  });
});

describe('createLogger', () => {
  it('writes JSON lines carrying the logger name', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger('unit', { level: 'info', destination });
    logger.info({ answer: 42 }, 'hello');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ name: 'unit', msg: 'hello', answer: 42 });
  });
});

/**
 * A process logging to its standard output through createLogger: `script` runs with `logger`
 * defined. Gives the lines read so far (parsed) and its exit.
 */
function loggingProcess(script: string) {
  const module = fileURLToPath(new URL('./create-logger.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { createLogger } from ${JSON.stringify(module)}; const logger = createLogger('child', { level: 'info' }); ${script}`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: Array<Record<string, unknown>> = [];
  let rest = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) lines.push(JSON.parse(part) as Record<string, unknown>);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, lines, exited };
}

describe('createLogger on standard output', () => {
  it('writes every line logged before the process exits, in order', async () => {
    const run = loggingProcess(
      `for (let n = 0; n < 500; n += 1) logger.info({ n }, 'line'); process.exit(3);`,
    );
    expect(await run.exited).toBe(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(run.lines.map((line) => line.n)).toEqual(Array.from({ length: 500 }, (_, n) => n));
  });

  it("writes a quiet process's line while it runs, without waiting for more lines or its exit", async () => {
    const run = loggingProcess(`logger.info('ready'); setTimeout(() => {}, 10_000);`);
    try {
      await expect.poll(() => run.lines.length, { timeout: 3_000, interval: 20 }).toBe(1);
      expect(run.lines[0]).toMatchObject({ name: 'child', msg: 'ready' });
      expect(run.child.exitCode).toBeNull();
    } finally {
      run.child.kill();
    }
  });
});
