import { describe, expect, it } from 'vitest';
import { hasStaffCookie, previewMode, secretMatches, staffToken } from './staff-access';

describe('theme preview access', () => {
  it('is open in development and on test stacks, staff-only or absent in production', () => {
    expect(previewMode({ NODE_ENV: 'development' })).toBe('open');
    expect(previewMode({ NODE_ENV: 'production', STADIO_TEST_ROUTES: '1' })).toBe('open');
    expect(previewMode({ NODE_ENV: 'production', STAFF_PREVIEW_SECRET: 'correct horse' })).toBe('staff');
    expect(previewMode({ NODE_ENV: 'production' })).toBe('off');
    expect(previewMode({ NODE_ENV: 'production', STAFF_PREVIEW_SECRET: '' })).toBe('off');
  });

  it('accepts only the exact secret, whatever its length', () => {
    expect(secretMatches('correct horse', 'correct horse')).toBe(true);
    expect(secretMatches('correct hors', 'correct horse')).toBe(false);
    expect(secretMatches('', 'correct horse')).toBe(false);
    expect(secretMatches('correct horse battery', 'correct horse')).toBe(false);
  });

  it('opens with the token of the current secret only, and the token is not the secret', () => {
    const token = staffToken('correct horse');
    expect(token).not.toContain('correct');
    expect(hasStaffCookie(token, 'correct horse')).toBe(true);
    expect(hasStaffCookie(token, 'new secret')).toBe(false);
    expect(hasStaffCookie(undefined, 'correct horse')).toBe(false);
    expect(hasStaffCookie('correct horse', 'correct horse')).toBe(false);
  });
});
