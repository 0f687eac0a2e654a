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
