import type { AppLocale } from '@stadio/i18n';
import type { Tenant } from '@stadio/tenants';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { NativeSelect } from '@/features/primitives/native-select';
import { formatStaffDate } from '@/features/staff/staff-format';
import staff from '@/features/staff/staff.module.css';
import styles from './back-office-team.module.css';
import { auditHref, type AuditQuery } from './audit-filter';
import type { TeamAuditView } from './team-api';

const TARGET_TYPES = [
  'staff',
  'staff_email',
  'staff_invitation',
  'order',
  'search',
  'anomaly',
  'event',
  'promo_code',
  'promo_batch',
  'payout_batch',
  'api_key',
  'export',
  'webhook_endpoint',
] as const;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * `/staff/audit`: the club's whole audit log (CLUB_AUDIT_VIEW), newest first, 50 a page by cursor.
 * The filters are a GET form, so a filtered view is an address to share or reload; times are the
 * club's; before/after show only the fields that changed.
 */
export async function AuditLogView(props: {
  tenant: Tenant;
  query: AuditQuery;
  /** Null when a filter was malformed (nothing asked of the API). */
  log: TeamAuditView | null;
  /** The club's staff e-mails by account id, to name a staff target (empty without STAFF_MANAGE). */
  staffEmails: ReadonlyMap<string, string>;
}) {
  const t = await getTranslations('boTeam.audit');
  const locale = (await getLocale()) as AppLocale;
  const { query, log } = props;
  const date = (iso: string) => formatStaffDate(iso, locale, props.tenant.timeZone);
  const roles = await getTranslations('boTeam.roles');
  const reasons = await getTranslations('boTeam.account.reasons');
  const value = (field: string, text: string | null | undefined) => {
    if (text == null) return t('none');
    if (ISO_INSTANT.test(text)) return date(text);
    // Codes a person reads in words: roles and the reasons of failed sign-ins.
    if (field === 'role' && roles.has(text as 'admin')) return roles(text as 'admin');
    if (field === 'reason' && reasons.has(text as 'password')) return reasons(text as 'password');
    return text;
  };
  const actionName = (action: string) => {
    const key = `actions.${action.replace(/\./g, '_')}`;
    return t.has(key as 'actions.staff_login') ? t(key as 'actions.staff_login') : action;
  };
  const targetName = (type: string) =>
    (TARGET_TYPES as readonly string[]).includes(type) ? t(`targetTypes.${type as 'staff'}`) : type;
  const filtered = Boolean(
    query.who || query.action || query.targetType || query.targetId || query.from || query.to,
  );
  const { after: _after, ...filters } = query;
  const actions = log?.teamAuditActions ?? [];
  const typeOptions = [...new Set([...TARGET_TYPES, ...(query.targetType ? [query.targetType] : [])])];

  return (
    <section className={staff.panel} aria-labelledby="audit-title">
      <h1 id="audit-title" className={staff.heading}>
        {t('title')}
      </h1>
      <p className={staff.hint}>{t('intro', { zone: props.tenant.timeZone })}</p>
      <form method="get" action="/staff/audit" role="search" aria-labelledby="audit-filters-legend">
        <fieldset className={styles.filters}>
          <legend id="audit-filters-legend">{t('filters.legend')}</legend>
          <div className={staff.field}>
            <label htmlFor="audit-who">{t('filters.who')}</label>
            <input id="audit-who" name="who" type="email" className={staff.input} defaultValue={query.who} />
          </div>
          <div className={staff.field}>
            <label htmlFor="audit-action">{t('filters.action')}</label>
            <NativeSelect id="audit-action" name="action" size="md" defaultValue={query.action}>
              <option value="">{t('filters.anyAction')}</option>
              {[...new Set([...actions, ...(query.action ? [query.action] : [])])].map((action) => (
                <option key={action} value={action}>
                  {actionName(action)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className={staff.field}>
            <label htmlFor="audit-target-type">{t('filters.targetType')}</label>
            <NativeSelect id="audit-target-type" name="targetType" size="md" defaultValue={query.targetType}>
              <option value="">{t('filters.anyTarget')}</option>
              {typeOptions.map((type) => (
                <option key={type} value={type}>
                  {targetName(type)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className={staff.field}>
            <label htmlFor="audit-target-id">{t('filters.targetId')}</label>
            <input
              id="audit-target-id"
              name="targetId"
              className={staff.input}
              defaultValue={query.targetId}
            />
          </div>
          <div className={staff.field}>
            <label htmlFor="audit-from">{t('filters.from')}</label>
            <input
              id="audit-from"
              name="from"
              type="date"
              className={staff.input}
              defaultValue={query.from}
            />
          </div>
          <div className={staff.field}>
            <label htmlFor="audit-to">{t('filters.to')}</label>
            <input id="audit-to" name="to" type="date" className={staff.input} defaultValue={query.to} />
          </div>
          <div className={styles.filterButtons}>
            <button type="submit" className={buttonClass({ palette: 'brand' })}>
              {t('filters.apply')}
            </button>
            {filtered && (
              <Link href="/staff/audit" className={buttonClass({ variant: 'ghost' })}>
                {t('filters.clear')}
              </Link>
            )}
          </div>
        </fieldset>
      </form>
      {!log ? (
        <Alert status="warning">{t('badFilter')}</Alert>
      ) : log.teamAuditLog.entries.length === 0 ? (
        <p data-testid="audit-empty">{filtered ? t('emptyFiltered') : t('empty')}</p>
      ) : (
        <>
          <div className={staff.tableWrap} tabIndex={0} role="region" aria-labelledby="audit-title">
            <table className={staff.table} data-testid="audit-table">
              <thead>
                <tr>
                  <th scope="col">{t('columns.when')}</th>
                  <th scope="col">{t('columns.who')}</th>
                  <th scope="col">{t('columns.action')}</th>
                  <th scope="col">{t('columns.target')}</th>
                  <th scope="col">{t('columns.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {log.teamAuditLog.entries.map((entry) => (
                  <tr key={entry.id} data-testid="audit-entry" data-action={entry.action}>
                    <td className={styles.nowrap}>{date(entry.createdAt)}</td>
                    <td className={staff.mono}>
                      {entry.staffEmail ??
                        (entry.action === 'staff.create' ? (
                          t('commandLine')
                        ) : (
                          <span className={staff.muted}>{t('nobody')}</span>
                        ))}
                    </td>
                    <td>{actionName(entry.action)}</td>
                    <td>
                      <span className={styles.sub}>{targetName(entry.targetType)}</span>
                      {entry.targetType === 'staff' && props.staffEmails.get(entry.targetId) && (
                        <span className={styles.targetName}>{props.staffEmails.get(entry.targetId)}</span>
                      )}
                      {entry.targetType === 'order' ? (
                        <Link
                          className={staff.mono}
                          href={`/staff/orders/${encodeURIComponent(entry.targetId)}`}
                        >
                          {entry.targetId}
                        </Link>
                      ) : (
                        <Link
                          className={staff.mono}
                          href={auditHref({ targetType: entry.targetType, targetId: entry.targetId })}
                        >
                          {entry.targetId}
                        </Link>
                      )}
                    </td>
                    <td>
                      {entry.changes.length === 0 ? (
                        <span className={staff.muted}>{t('noChange')}</span>
                      ) : (
                        <ul className={styles.changes}>
                          {entry.changes.map((change) => (
                            <li key={change.field}>
                              <span className={styles.field}>{change.field}</span>
                              {change.before === null ? (
                                value(change.field, change.after)
                              ) : (
                                <>
                                  <span className={styles.before}>{value(change.field, change.before)}</span>{' '}
                                  → {value(change.field, change.after)}
                                </>
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className={styles.pager} aria-label={t('title')}>
            {query.after && (
              <Link href={auditHref(filters)} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                {t('newest')}
              </Link>
            )}
            {log.teamAuditLog.nextCursor && (
              <Link
                href={auditHref({ ...filters, after: log.teamAuditLog.nextCursor })}
                className={buttonClass({ variant: 'outline', size: 'sm' })}
                data-testid="audit-older"
              >
                {t('older')}
              </Link>
            )}
          </nav>
        </>
      )}
    </section>
  );
}
