import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withCurrentTable } from './staff-roles-doc';

/** `npx tsx apps/api/src/modules/staff/write-staff-roles-doc.ts`: rewrites the table of docs/staff-roles.md. */
const docPath = fileURLToPath(new URL('../../../../../docs/staff-roles.md', import.meta.url));
writeFileSync(docPath, withCurrentTable(readFileSync(docPath, 'utf8')));
console.log(`updated ${docPath}`);
