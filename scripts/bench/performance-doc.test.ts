import { describe, expect, it } from 'vitest';
import { replaceIntro, replaceSection } from './performance-doc';

const doc = [
  '# Performance',
  '',
  'intro',
  '',
  '## Seat holds',
  '',
  'old holds',
  '',
  '### Detail',
  '',
  'more',
  '',
  '## Lighthouse (mobile)',
  '',
  'old lighthouse',
  '',
].join('\n');

describe('replaceSection', () => {
  it('replaces a section up to the next level-2 heading, keeping its subsections out of the others', () => {
    const next = replaceSection(doc, '## Seat holds', '## Seat holds\n\nnew holds\n');
    expect(next).toContain('intro');
    expect(next).toContain('new holds');
    expect(next).not.toContain('old holds');
    expect(next).not.toContain('### Detail');
    expect(next).toContain('## Lighthouse (mobile)\n\nold lighthouse');
  });

  it('replaces the last section to the end of the file', () => {
    const next = replaceSection(doc, '## Lighthouse (mobile)', '## Lighthouse (mobile)\n\nnew lighthouse');
    expect(next).toContain('old holds');
    expect(next).toContain('new lighthouse\n');
    expect(next).not.toContain('old lighthouse');
  });

  it('appends a section the doc does not have yet', () => {
    const next = replaceSection(doc, '## On-sale rush (HTTP)', '## On-sale rush (HTTP)\n\nrush\n');
    expect(next.startsWith(doc.trimEnd())).toBe(true);
    expect(next.endsWith('\n\n## On-sale rush (HTTP)\n\nrush\n')).toBe(true);
  });

  it('does not take a longer heading for the one asked', () => {
    const next = replaceSection(
      '## Seat holds and more\n\nkeep\n',
      '## Seat holds',
      '## Seat holds\n\nnew\n',
    );
    expect(next).toContain('keep');
    expect(next).toContain('## Seat holds\n\nnew');
  });
});

describe('replaceIntro', () => {
  it('replaces the title and table before the first section and keeps every section', () => {
    const next = replaceIntro(doc, '# Performance\n\nnew intro\n');
    expect(next).toContain('new intro');
    expect(next).not.toContain('\nintro\n');
    expect(next).toContain('## Seat holds\n\nold holds');
    expect(next).toContain('## Lighthouse (mobile)\n\nold lighthouse');
  });
});
