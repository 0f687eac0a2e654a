import { describe, expect, it, vi } from 'vitest';

describe('processWide', () => {
  it('gives every copy of a module the same value, made once', async () => {
    const create = vi.fn(() => new Map<string, number>());
    const first = await import('./process-wide');
    vi.resetModules();
    const second = await import('./process-wide');
    expect(second).not.toBe(first);
    const a = first.processWide('test.shared', create);
    a.set('x', 1);
    expect(second.processWide('test.shared', create).get('x')).toBe(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(first.processWide('test.other', () => 'other')).toBe('other');
  });
});
