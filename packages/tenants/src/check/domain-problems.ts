import type { Tenant } from '../schema';
import type { CheckProblem } from './problem';

/** The shop picks the club from the host name, so a domain listed by two clubs would serve only one of them. */
export function domainProblems(entries: { file: string; tenant: Tenant }[]): CheckProblem[] {
  const owner = new Map<string, string>();
  const problems: CheckProblem[] = [];
  for (const { file, tenant } of entries) {
    tenant.domains.forEach((domain, index) => {
      const first = owner.get(domain);
      if (first === undefined) {
        owner.set(domain, file);
      } else if (first !== file) {
        problems.push({
          file,
          field: `domains.${index}`,
          message: `The domain "${domain}" is also listed in ${first}; a domain can lead to only one club.`,
          fix: `remove "${domain}" from one of the two files.`,
        });
      }
    });
  }
  return problems;
}
