import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a path of the shop with its query and anchor', () => {
    expect(safeRedirectPath('/profile?tab=infos')).toBe('/profile?tab=infos');
    expect(safeRedirectPath('/event/abc?x=1#seats')).toBe('/event/abc?x=1#seats');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it('falls back when nothing is given', () => {
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath(null, '/profile')).toBe('/profile');
    expect(safeRedirectPath('')).toBe('/');
  });

  it('refuses addresses of other sites, however they are disguised', () => {
    for (const raw of [
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'evil.example/profile',
    ]) {
      expect(safeRedirectPath(raw), raw).toBe('/');
    }
  });

  it('does not send a fan back to the login or sign-up pages', () => {
    expect(safeRedirectPath('/login?redirectUrl=/login')).toBe('/');
    expect(safeRedirectPath('/sign-up')).toBe('/');
    expect(safeRedirectPath('/user/password-forgotten')).toBe('/');
    expect(safeRedirectPath('/login-help')).toBe('/login-help');
  });

  it('normalises dot segments instead of leaving the site', () => {
    expect(safeRedirectPath('/a/../../orders')).toBe('/orders');
  });
});
