import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTenantRegistry } from '@stadio/tenants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next-intl/server', () => ({ setRequestLocale: vi.fn() }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const { setRequestContext } = await import('./request-context');

/** A copy of the demo clubs' folder, so a test can change a club's file. */
let dir = '';
const saved = { dir: process.env.TENANTS_DIR, reload: process.env.TENANTS_RELOAD_MS };

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-tenants-'));
  cpSync(saved.dir ?? '', dir, { recursive: true });
  process.env.TENANTS_DIR = dir;
  // As in production: each copy of the registry looks at the folder every 2 s.
  process.env.TENANTS_RELOAD_MS = '2000';
});

afterEach(() => {
  process.env.TENANTS_DIR = saved.dir;
  process.env.TENANTS_RELOAD_MS = saved.reload;
  rmSync(dir, { recursive: true, force: true });
});

/** Rewrites a club's file as a club's staff would, with a later modification time. */
function editClub(slug: string, change: (club: Record<string, unknown>) => void) {
  const file = path.join(dir, `${slug}.json`);
  const club = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(club);
  writeFileSync(file, JSON.stringify(club, null, 2));
}

describe('setRequestContext', () => {
  it('renders a club from its file as it is now, not as the registry saw it under 2 s ago', async () => {
    expect(getTenantRegistry().bySlug.get('riviera')?.clientShortName).toBe('Olympique Riviera');
    editClub('riviera', (club) => (club.clientShortName = 'Riviera FC'));
    // The copy of the registry read a moment ago still has the old file…
    expect(getTenantRegistry().bySlug.get('riviera')?.clientShortName).toBe('Olympique Riviera');
    // …the page, which the proxy may have given the new file's edition, has the new one.
    const { tenant, locale } = await setRequestContext(Promise.resolve({ tenant: 'riviera', locale: 'fr' }));
    expect(tenant.clientShortName).toBe('Riviera FC');
    expect(locale).toBe('fr');
  });

  it('is not found for an unknown club, or a language the club does not serve', async () => {
    await expect(setRequestContext(Promise.resolve({ tenant: 'nowhere', locale: 'fr' }))).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
    await expect(setRequestContext(Promise.resolve({ tenant: 'riviera', locale: 'xx' }))).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
    // A language of the shop that neva does not serve.
    expect(getTenantRegistry(0).bySlug.get('neva')?.locales).not.toContain('fr');
    await expect(setRequestContext(Promise.resolve({ tenant: 'neva', locale: 'fr' }))).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
  });
});
