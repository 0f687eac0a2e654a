import type { Tenant } from '../schema';
import type { CheckProblem } from './problem';

/**
 * Invoices must be told apart by club: two clubs with the same invoice number prefix would issue
 * the same numbers (ORC-000042 twice), and one seller registration under two clubs means one of
 * them invoices under another company's name. The second file that repeats one is at fault.
 */
export function invoicingProblems(entries: { file: string; tenant: Tenant }[]): CheckProblem[] {
  const prefixes = new Map<string, string>();
  const registrations = new Map<string, string>();
  const problems: CheckProblem[] = [];
  for (const { file, tenant } of entries) {
    const invoicing = tenant.invoicing;
    if (!invoicing) continue;
    const prefixOwner = prefixes.get(invoicing.numberPrefix);
    if (prefixOwner === undefined) prefixes.set(invoicing.numberPrefix, file);
    else if (prefixOwner !== file)
      problems.push({
        file,
        field: 'invoicing.numberPrefix',
        message: `The invoice number prefix "${invoicing.numberPrefix}" is also used by ${prefixOwner}; two clubs would issue the same invoice numbers.`,
        fix: 'choose a prefix no other club uses, such as the club’s initials.',
      });
    const registration = invoicing.registrationNumber?.replace(/\s+/g, '').toUpperCase();
    if (!registration) continue;
    const registrationOwner = registrations.get(registration);
    if (registrationOwner === undefined) registrations.set(registration, file);
    else if (registrationOwner !== file)
      problems.push({
        file,
        field: 'invoicing.registrationNumber',
        message: `The seller registration "${invoicing.registrationNumber}" is also given by ${registrationOwner}; each club invoices as its own company.`,
        fix: 'enter this club’s own registration number (from its company register).',
      });
  }
  return problems;
}
