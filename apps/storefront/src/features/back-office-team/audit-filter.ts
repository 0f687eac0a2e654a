import { queryText } from '@/features/account/search-params';

/** The audit log's filters as the address keeps them (`/staff/audit?who=…&action=…&from=…`). */
export interface AuditQuery {
  who: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
  after: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from the search params: trimmed, bounded; a malformed day is kept to be reported. */
export function readAuditQuery(params: Record<string, string | string[] | undefined>): AuditQuery {
  const text = (name: string, max = 254) => (queryText(params[name]) ?? '').trim().slice(0, max);
  return {
    who: text('who').toLowerCase(),
    action: text('action', 100),
    targetType: text('targetType', 100),
    targetId: text('targetId'),
    from: text('from', 10),
    to: text('to', 10),
    after: text('after', 200),
  };
}

/** Whether the days typed are days (the API refuses anything else). */
export function auditQueryValid(query: AuditQuery): boolean {
  return (!query.from || DAY.test(query.from)) && (!query.to || DAY.test(query.to));
}

/** The API's filter: only what is given. */
export function auditFilter(query: AuditQuery) {
  return {
    staffEmail: query.who || null,
    action: query.action || null,
    targetType: query.targetType || null,
    targetId: query.targetId || null,
    from: query.from || null,
    to: query.to || null,
  };
}

/** The address of the log with these filters (and a page cursor), for links. */
export function auditHref(query: Partial<AuditQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `/staff/audit?${search}` : '/staff/audit';
}
