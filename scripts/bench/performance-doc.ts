/**
 * docs/performance.md is shared by every benchmark: each owns one `## ` section, and a run of one
 * benchmark (`--only`) replaces its own section and keeps the others. The file is written through
 * Prettier with the repository's settings, so it stays as `prettier --check` wants it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { REPO_ROOT } from '../lib/repo-root';
import { storefrontDistDir } from './bench-stack';

export const PERFORMANCE_MD = path.join(REPO_ROOT, 'docs/performance.md');

/**
 * `doc` with the section under `heading` (a `## ` line) replaced by `section` (which starts with
 * that heading), or `section` appended when the doc has none. A section ends at the next `## `.
 */
export function replaceSection(doc: string, heading: string, section: string): string {
  const body = section.endsWith('\n') ? section : `${section}\n`;
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.trimEnd() === heading);
  if (start < 0) return `${doc.trimEnd()}\n\n${body}`;
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const before = lines.slice(0, start).join('\n');
  const after = next < 0 ? '' : lines.slice(next).join('\n');
  return `${before}${before ? '\n' : ''}${body}${after ? `\n${after}` : ''}`;
}

/** `doc` with everything before its first `## ` section (the title and the API table) replaced by `intro`. */
export function replaceIntro(doc: string, intro: string): string {
  const first = doc.search(/^## /m);
  const rest = first < 0 ? '' : doc.slice(first);
  return `${intro.trimEnd()}\n${rest ? `\n${rest}` : ''}`;
}

export function readPerformanceDoc(): string {
  return existsSync(PERFORMANCE_MD) ? readFileSync(PERFORMANCE_MD, 'utf8') : '# Performance\n';
}

export async function writePerformanceDoc(doc: string): Promise<void> {
  const config = (await prettier.resolveConfig(PERFORMANCE_MD)) ?? {};
  writeFileSync(PERFORMANCE_MD, await prettier.format(doc, { ...config, filepath: PERFORMANCE_MD }));
}

/** The machine a section was measured on, for its "last measured" line. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${process.platform} ${process.arch}, ${os.cpus().length} × ${cpu}, ${memory} GiB, Node ${process.version}`;
}

/** The storefront build the stack served, and the commit of the code (the API runs from source). */
export function buildLine(): string {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const dirty = git('status', '--porcelain', '--untracked-files=no', 'apps', 'packages') !== '';
  return `storefront build \`${path.basename(storefrontDistDir())}\`, code at ${commit}${dirty ? ' with uncommitted changes in apps/ or packages/' : ''}`;
}

export const today = () => new Date().toISOString().slice(0, 10);
