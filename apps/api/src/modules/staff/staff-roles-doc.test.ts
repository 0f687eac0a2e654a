import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staffRolesMarkdown, TABLE_END, TABLE_START } from './staff-roles-doc';
import { ROLE_PERMISSIONS, roleAllows } from './staff-permissions';

const docPath = fileURLToPath(new URL('../../../../../docs/staff-roles.md', import.meta.url));

/** A table as its cells, so Prettier's column padding does not count as a difference. */
const normalised = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').replace(/-{3,}/g, '---').replace(/ \| /g, '|').trim())
    .filter(Boolean);

describe('docs/staff-roles.md', () => {
  it('shows the permission table the API checks', () => {
    const doc = readFileSync(docPath, 'utf8');
    const start = doc.indexOf(TABLE_START);
    const end = doc.indexOf(TABLE_END);
    expect(start, 'docs/staff-roles.md has lost its table markers').toBeGreaterThanOrEqual(0);
    expect(
      normalised(doc.slice(start, end + TABLE_END.length)),
      'regenerate it: npx tsx apps/api/src/modules/staff/write-staff-roles-doc.ts',
    ).toEqual(normalised(staffRolesMarkdown()));
  });

  it('gives only the platform superadmin and club admins everything, stewards only the gate', () => {
    expect(roleAllows('ticket_office', 'ORDER_CANCEL')).toBe(true);
    expect(roleAllows('crm', 'ORDER_CANCEL')).toBe(false);
    expect(roleAllows('security', 'ORDER_VIEW')).toBe(false);
    expect(ROLE_PERMISSIONS.security).toEqual(['TICKET_SCAN']);
    expect(ROLE_PERMISSIONS.customer).toEqual([]);
  });
});
