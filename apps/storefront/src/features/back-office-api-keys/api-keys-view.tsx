import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/features/primitives/badge';
import { formatStaffDate } from '@/features/staff/staff-format';
import styles from '@/features/staff/staff.module.css';
import type { BackOfficeApiKeysQuery } from '@/gql/graphql';
import { ApiKeyCreateForm } from './api-key-create-form';
import { ApiKeyRevokeButton } from './api-key-revoke-button';
import own from './api-keys.module.css';

type ApiKey = BackOfficeApiKeysQuery['backOfficeApiKeys'][number];

/**
 * `/staff/api-keys`: the club's keys to the read API (docs/integrations.md#read-api): make one
 * (shown once), see when each was last used, revoke it (INTEGRATIONS_MANAGE).
 */
export async function ApiKeysView(props: { keys: ApiKey[]; timeZone: string }) {
  const t = await getTranslations('boApiKeys');
  const locale = await getLocale();
  const date = (iso: string) => formatStaffDate(iso, locale, props.timeZone);
  return (
    <section className={styles.panel} aria-labelledby="api-keys-title">
      <h1 id="api-keys-title" className={styles.heading}>
        {t('title')}
      </h1>
      <p className={styles.hint}>{t('intro')}</p>
      <p className={own.links}>
        <a href="/staff/api-keys/docs">{t('docsLink')}</a>
      </p>
      <ApiKeyCreateForm />
      <h2 id="api-keys-list" className={styles.sectionTitle}>
        {t('list.title')}
      </h2>
      {props.keys.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="api-keys-list">
          <table className={styles.table} data-testid="api-keys">
            <thead>
              <tr>
                <th scope="col">{t('list.name')}</th>
                <th scope="col">{t('list.key')}</th>
                <th scope="col">{t('list.created')}</th>
                <th scope="col">{t('list.lastUsed')}</th>
                <th scope="col">{t('list.status')}</th>
                <th scope="col">{t('list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {props.keys.map((key) => (
                <tr key={key.id} data-testid="api-key" data-name={key.name}>
                  <td>{key.name}</td>
                  <td className={`${styles.mono} ${own.nowrap}`}>{key.prefix}…</td>
                  <td className={own.nowrap}>
                    {date(key.createdAt)}
                    {key.createdBy && (
                      <div className={`${styles.muted} ${own.small}`}>
                        {t('list.by', { who: key.createdBy })}
                      </div>
                    )}
                  </td>
                  <td className={own.nowrap}>{key.lastUsedAt ? date(key.lastUsedAt) : t('list.never')}</td>
                  <td>
                    <Badge palette={key.revokedAt ? 'gray' : 'green'}>
                      {key.revokedAt ? t('list.revoked') : t('list.active')}
                    </Badge>
                    {key.revokedAt && (
                      <div className={`${styles.muted} ${own.small}`}>
                        {t('list.revokedOn', { date: date(key.revokedAt), who: key.revokedBy ?? '—' })}
                      </div>
                    )}
                  </td>
                  <td>
                    {!key.revokedAt && <ApiKeyRevokeButton id={key.id} name={key.name} prefix={key.prefix} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
