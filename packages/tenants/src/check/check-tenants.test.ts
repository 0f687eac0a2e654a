import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  copyFixtureTenant,
  fixtureJson,
  makeTempDir,
  REAL_TENANTS_DIR,
  writeJson,
} from '../test-support/temp-tenants';
import { checkTenants } from './check-tenants';
import { formatReport } from './format-problems';

describe('checkTenants', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  let file: string;
  beforeEach(() => {
    tmp = makeTempDir();
    file = copyFixtureTenant(tmp.dir);
  });
  afterEach(() => tmp.cleanup());

  it('finds nothing wrong with the real tenants or the fixture', () => {
    // Where the demo shop runs, harbour's Stripe keys are set (docs/adr/0048).
    const env = { HARBOUR_STRIPE_SECRET_KEY: 'sk_test_x', HARBOUR_STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(checkTenants(REAL_TENANTS_DIR, [], env).problems).toEqual([]);
    expect(checkTenants(tmp.dir)).toMatchObject({ files: ['fixture-club.json'], problems: [] });
  });

  it('explains unreadable colour contrast in plain words, naming file and field', () => {
    const t = fixtureJson();
    writeJson(file, {
      ...t,
      branding: { ...t.branding, colors: { ...t.branding.colors, primary: '#F59E0B' } },
    });
    const report = checkTenants(tmp.dir);
    // An amber primary fails as a button behind white text, as links and as outlines on white.
    const primaryProblem = (message: string, fix: string) => ({
      file: 'fixture-club.json',
      field: 'branding.colors.primary',
      message,
      fix,
    });
    const awayFromPage = 'darken "primary", keeping "onPrimary" readable on it, or change "background".';
    expect(report.problems).toEqual([
      primaryProblem(
        'Button text ("onPrimary" on "primary"): #FFFFFF on #F59E0B has a contrast of 2.1:1; it needs at least 4.5:1 to be readable.',
        'darken "primary" or change "onPrimary".',
      ),
      primaryProblem(
        'Links ("primary" mixed with "text", on "background"): #C9840E on #FFFFFF has a contrast of 3.0:1; it needs at least 4.5:1 to be readable.',
        awayFromPage,
      ),
      primaryProblem(
        'Focus rings, outlines and selected seats ("primary" on "background"): #F59E0B on #FFFFFF has a contrast of 2.1:1; it needs at least 3:1 to be readable.',
        awayFromPage,
      ),
    ]);
    const text = formatReport(report, tmp.dir);
    expect(text).toContain(
      'fixture-club.json › branding.colors.primary\n  Button text ("onPrimary" on "primary"): #FFFFFF on #F59E0B',
    );
    expect(text).toContain('  Fix: darken "primary" or change "onPrimary".');
    expect(text).toMatch(/3 problems found in 1 of 1 tenant file\./);
  });

  it('suggests lightening a background that is too dark for its dark text', () => {
    const t = fixtureJson();
    writeJson(file, {
      ...t,
      branding: { ...t.branding, colors: { ...t.branding.colors, secondary: '#5A4A10' } },
    });
    expect(checkTenants(tmp.dir).problems).toEqual([
      expect.objectContaining({
        field: 'branding.colors.secondary',
        fix: 'lighten "secondary" or change "onSecondary".',
      }),
    ]);
  });

  it('turns schema errors into sentences with the field path', () => {
    writeJson(file, { ...fixtureJson(), sport: 'curling', clientShortName: undefined });
    const problems = checkTenants(tmp.dir).problems;
    expect(problems).toContainEqual(
      expect.objectContaining({ field: 'clientShortName', message: '"clientShortName" is missing; add it.' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'sport',
        message: expect.stringMatching(/^"sport" must be one of .*"football".*not the text "curling"\.$/),
      }),
    );
  });

  it('reports a missing asset with the path it looked for', () => {
    rmSync(path.join(tmp.dir, 'fixture-club', 'logo.svg'));
    rmSync(path.join(tmp.dir, 'fixture-club', 'docs', 'gtc.pdf'));
    const fields = checkTenants(tmp.dir).problems.map((p) => [p.field, p.message]);
    expect(fields).toEqual([
      ['branding.logo', expect.stringContaining('"fixture-club/logo.svg" does not exist')],
      ['documents.1.href', expect.stringContaining('"fixture-club/docs/gtc.pdf" does not exist')],
      // The terms link in the footer points at the same PDF.
      ['footers.2.href', expect.stringContaining('"fixture-club/docs/gtc.pdf" does not exist')],
    ]);
  });

  it("reports an asset taken from another club's folder", () => {
    const t = fixtureJson();
    writeJson(file, { ...t, branding: { ...t.branding, favicon: 'riviera/favicon.svg' } });
    const problems = checkTenants(tmp.dir).problems;
    expect(problems.map((p) => p.field)).toEqual(['branding.favicon', 'branding.favicon']);
    expect(problems[1]?.message).toContain('outside this club\'s folder "fixture-club/"');
  });

  it("reports a text that lacks one of the club's languages", () => {
    writeJson(file, { ...fixtureJson(), locales: ['en', 'fr', 'nl'] });
    const problems = checkTenants(tmp.dir).problems;
    // Plain-string titles ("FAQ", "Fixture Supplier") are meant for every language and are not reported.
    expect(problems.map((p) => p.field)).toEqual([
      'home.title',
      'home.description',
      'footers.0.title',
      'footers.2.title',
      'footers.3.title',
      'banners.0.title',
    ]);
    expect(problems[0]?.message).toBe(
      'The text has no translation in Dutch ("nl"), which is listed in "locales".',
    );
  });

  it("reports a plastic card named in some of the club's languages only", () => {
    const t = fixtureJson();
    writeJson(file, {
      ...t,
      plasticCardConfiguration: { ...t.plasticCardConfiguration, name: { en: 'Fan card' } },
    });
    const problems = checkTenants(tmp.dir).problems;
    expect(problems.map((p) => p.field)).toEqual(['plasticCardConfiguration.name']);
    expect(problems[0]?.message).toBe(
      'The text has no translation in French ("fr"), which is listed in "locales".',
    );
  });

  it('reports a domain used by two files on the second file', () => {
    writeJson(path.join(tmp.dir, 'other-club.json'), {
      ...fixtureJson(),
      slug: 'other-club',
      domains: ['other-club.localhost', 'fixture-club.localhost'],
    });
    const problems = checkTenants(tmp.dir).problems.filter((p) => p.field.startsWith('domains'));
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'other-club.json',
        field: 'domains.1',
        message: expect.stringContaining('"fixture-club.localhost" is also listed in fixture-club.json'),
      }),
    ]);
  });

  it('refuses two clubs sharing an invoice number prefix or a seller registration', () => {
    const invoicing = {
      legalName: 'Fixture Club SA',
      address: ['1 rue du Stade', '75000 Paris'],
      registrationNumber: 'RCS Paris 123 456 789',
      vatRateBasisPoints: 550,
      numberPrefix: 'FIX',
    };
    writeJson(file, { ...fixtureJson(), invoicing });
    writeJson(path.join(tmp.dir, 'other-club.json'), {
      ...fixtureJson(),
      slug: 'other-club',
      domains: ['other-club.localhost'],
      invoicing: { ...invoicing, legalName: 'Other Club SA', registrationNumber: 'rcs paris 123456789' },
    });
    const problems = checkTenants(tmp.dir).problems.filter((p) => p.field.startsWith('invoicing'));
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'other-club.json',
        field: 'invoicing.numberPrefix',
        message: expect.stringContaining('"FIX" is also used by fixture-club.json'),
      }),
      expect.objectContaining({
        file: 'other-club.json',
        field: 'invoicing.registrationNumber',
        message: expect.stringContaining('also given by fixture-club.json'),
      }),
    ]);
    writeJson(path.join(tmp.dir, 'other-club.json'), {
      ...fixtureJson(),
      slug: 'other-club',
      domains: ['other-club.localhost'],
      invoicing: { ...invoicing, registrationNumber: 'RCS Lyon 987 654 321', numberPrefix: 'OTH' },
    });
    expect(checkTenants(tmp.dir).problems.filter((p) => p.field.startsWith('invoicing'))).toEqual([]);
  });

  it('treats an empty or missing folder as a problem', () => {
    rmSync(file);
    expect(checkTenants(tmp.dir).problems).toHaveLength(1);
    expect(checkTenants(path.join(tmp.dir, 'nope')).problems[0]?.message).toMatch(/does not exist/);
  });
});

describe('formatReport', () => {
  it('says all tenants are valid when there is nothing to fix', () => {
    expect(formatReport({ dir: '/x', files: ['a.json', 'b.json'], problems: [] })).toBe(
      'All 2 tenants are valid (a.json, b.json).',
    );
  });

  it('shows paths relative to the working folder', () => {
    const text = formatReport(
      {
        dir: '/repo/tenants',
        files: ['a.json'],
        problems: [{ file: 'a.json', field: 'slug', message: 'Bad.' }],
      },
      '/repo',
    );
    expect(text.split('\n')[0]).toBe('tenants/a.json › slug');
  });
});
