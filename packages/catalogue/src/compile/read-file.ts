import { existsSync, readFileSync } from 'node:fs';
import { friendlyIssueMessage, jsonErrorMessage } from '@stadio/tenants';
import type { z } from 'zod';
import type { CatalogueProblem } from './problem';

/**
 * Where a problem is, in the words of the file: list items named by their key, id or name
 * ("stand N › block N12 › row C › seat 7 › at") rather than by position ("stands[2].blocks[5]…").
 */
export function describePath(raw: unknown, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let node: unknown = raw;
  let parent = '';
  for (const step of path) {
    const next =
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[step] : undefined;
    if (typeof step === 'number') {
      const item = (next ?? {}) as Record<string, unknown>;
      const label = [item.key, item.id, item.name, item.number].find(
        (value): value is string => typeof value === 'string' || typeof value === 'number',
      );
      const singular = parent.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
      parts.pop();
      parts.push(label === undefined ? `${singular} ${step + 1}` : `${singular} ${String(label)}`);
    } else {
      parts.push(String(step));
      parent = String(step);
    }
    node = next;
  }
  return parts.join(' › ');
}

/** Reads and parses one catalogue file; `undefined` data when it is missing or wrong. */
export function readCatalogueFile<T extends z.ZodType>(
  schema: T,
  path: string,
  displayName: string,
): { data?: z.infer<T>; exists: boolean; problems: CatalogueProblem[] } {
  if (!existsSync(path)) return { exists: false, problems: [] };
  let source: string;
  let raw: unknown;
  try {
    source = readFileSync(path, 'utf8');
  } catch (error) {
    return {
      exists: true,
      problems: [
        { file: displayName, where: '', message: `It cannot be read: ${(error as Error).message}.` },
      ],
    };
  }
  try {
    raw = JSON.parse(source);
  } catch (error) {
    return {
      exists: true,
      problems: [
        {
          file: displayName,
          where: '',
          message: `It is not valid JSON: ${jsonErrorMessage(error as Error, source)}.`,
          fix: 'look for a missing comma or quote just before that place.',
        },
      ],
    };
  }
  const parsed = schema.safeParse(raw, { error: friendlyIssueMessage });
  if (!parsed.success)
    return {
      exists: true,
      problems: parsed.error.issues.map((issue) => ({
        file: displayName,
        where: describePath(raw, issue.path),
        message: issue.message,
      })),
    };
  return { data: parsed.data, exists: true, problems: [] };
}
