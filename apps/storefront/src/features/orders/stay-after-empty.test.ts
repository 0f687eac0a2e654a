import { describe, expect, it } from 'vitest';
import { staysOnPageWhenCartEmpties } from './stay-after-empty';

describe('staysOnPageWhenCartEmpties', () => {
  it('stays on home, event and pack pages', () => {
    expect(['/', '/event/m03', '/pack/season', '/event/m03/'].map(staysOnPageWhenCartEmpties)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
  it('leaves the steps that need an order', () => {
    expect(['/options', '/event/m03/submit', '/summary', '/profile'].map(staysOnPageWhenCartEmpties)).toEqual(
      [false, false, false, false],
    );
  });
});
