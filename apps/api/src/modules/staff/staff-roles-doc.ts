import { STAFF_ROLES } from '@stadio/db';
import {
  PERMISSION_DESCRIPTIONS,
  ROLE_NOTES,
  ROLE_PERMISSIONS,
  STAFF_PERMISSIONS,
} from './staff-permissions';

/** Where the generated table sits in docs/staff-roles.md. */
export const TABLE_START = '<!-- staff-roles:start (generated from staff-permissions.ts) -->';
export const TABLE_END = '<!-- staff-roles:end -->';

/** The permission table as Markdown: one row per role, one column per permission, then why. */
export function staffRolesMarkdown(): string {
  const header = ['role', ...STAFF_PERMISSIONS.map((p) => `\`${p}\``), 'why'];
  const rows = STAFF_ROLES.map((role) => [
    `\`${role}\``,
    ...STAFF_PERMISSIONS.map((p) => (ROLE_PERMISSIONS[role].includes(p) ? '✓' : '')),
    ROLE_NOTES[role],
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const permissions = STAFF_PERMISSIONS.map((p) => `- \`${p}\`: ${PERMISSION_DESCRIPTIONS[p]}`);
  return [
    TABLE_START,
    line(header),
    line(header.map(() => '---')),
    ...rows.map(line),
    '',
    ...permissions,
    TABLE_END,
  ].join('\n');
}

/** `doc` with its generated part replaced by the current table. */
export function withCurrentTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/staff-roles.md has no generated table markers');
  return doc.slice(0, start) + staffRolesMarkdown() + doc.slice(end + TABLE_END.length);
}
