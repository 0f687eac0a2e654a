import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/features/primitives/badge';
import { EmptyState } from '@/features/primitives/empty-state';
import { formatStaffDate } from '@/features/staff/staff-format';
import staff from '@/features/staff/staff.module.css';
import type {
  BackOfficeWebhookDeliveriesQuery,
  BackOfficeWebhookEndpointFieldsFragment,
} from '@/gql/graphql';
import { WebhookEndpointActions } from './webhook-endpoint-actions';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookResendButton } from './webhook-resend-button';
import { eventTypeName } from './webhooks-events';
import styles from './webhooks.module.css';

type Delivery = BackOfficeWebhookDeliveriesQuery['backOfficeWebhookDeliveries'][number];
export interface EndpointWithLog {
  endpoint: BackOfficeWebhookEndpointFieldsFragment;
  deliveries: Delivery[];
}

const STATUS_PALETTE = { DELIVERED: 'green', FAILED: 'red', PENDING: 'orange', SENDING: 'blue' } as const;

/**
 * `/staff/webhooks`: the club's endpoints, each with its delivery log (every attempt's time,
 * HTTP status, answer, duration and the next retry) and a re-send button; adding one shows its
 * secret once (docs/integrations.md#webhooks, INTEGRATIONS_MANAGE).
 */
export async function WebhooksView(props: { endpoints: EndpointWithLog[]; timeZone: string }) {
  const t = await getTranslations('boWebhooks');
  const locale = await getLocale();
  const date = (iso: string) => formatStaffDate(iso, locale, props.timeZone);
  return (
    <section className={staff.panel} aria-labelledby="webhooks-title">
      <h1 id="webhooks-title" className={staff.heading}>
        {t('title')}
      </h1>
      <p className={staff.hint}>{t('intro')}</p>
      <h2 id="webhooks-endpoints" className={staff.sectionTitle}>
        {t('endpoints.title')}
      </h2>
      {props.endpoints.length === 0 ? (
        <EmptyState text={t('endpoints.empty')} />
      ) : (
        <ul className={styles.list} aria-labelledby="webhooks-endpoints">
          {props.endpoints.map(({ endpoint, deliveries }) => (
            <li key={endpoint.id} className={styles.endpoint} data-testid="webhook-endpoint">
              <div className={styles.endpointHead}>
                <div className={styles.grow}>
                  <p className={styles.url}>{endpoint.url}</p>
                  <div className={styles.meta}>
                    <Badge palette={endpoint.enabled ? 'green' : 'gray'}>
                      {endpoint.enabled ? t('endpoint.enabled') : t('endpoint.disabled')}
                    </Badge>
                    {endpoint.description && <span>{endpoint.description}</span>}
                    <span className={staff.mono}>{endpoint.secretHint}</span>
                  </div>
                  <p className={styles.meta}>
                    {endpoint.events.map((event) => eventTypeName(event)).join(', ')}
                  </p>
                </div>
                <WebhookEndpointActions id={endpoint.id} url={endpoint.url} enabled={endpoint.enabled} />
              </div>
              <h3 id={`log-${endpoint.id}`} className={staff.sectionTitle}>
                {t('log.title')}
              </h3>
              {deliveries.length === 0 ? (
                <p className={staff.muted}>{t('log.empty')}</p>
              ) : (
                <div
                  className={staff.tableWrap}
                  tabIndex={0}
                  role="region"
                  aria-labelledby={`log-${endpoint.id}`}
                >
                  <table className={staff.table} data-testid="webhook-log">
                    <thead>
                      <tr>
                        <th scope="col">{t('log.time')}</th>
                        <th scope="col">{t('log.event')}</th>
                        <th scope="col">{t('log.status')}</th>
                        <th scope="col">{t('log.http')}</th>
                        <th scope="col">{t('log.answer')}</th>
                        <th scope="col" className={staff.num}>
                          {t('log.duration')}
                        </th>
                        <th scope="col">{t('log.nextRetry')}</th>
                        <th scope="col">
                          <span className={staff.muted}>{t('log.actions')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {deliveries.map((delivery) => {
                        const [last, ...earlier] = delivery.attempts;
                        return (
                          <tr key={delivery.id} data-testid="webhook-delivery">
                            <td className={styles.when}>{date(last?.startedAt ?? delivery.createdAt)}</td>
                            <td>
                              <span className={staff.mono}>{eventTypeName(delivery.event)}</span>
                              <br />
                              <span className={styles.type}>{delivery.messageId}</span>
                            </td>
                            <td>
                              <Badge palette={STATUS_PALETTE[delivery.status]}>
                                {t(`status.${delivery.status}`)}
                              </Badge>
                              {delivery.attempts.length > 1 && (
                                <span className={styles.type}>
                                  {' '}
                                  {t('log.attempts', { count: delivery.attempts.length })}
                                </span>
                              )}
                            </td>
                            <td data-testid="webhook-http">
                              {last ? (last.statusCode ?? t('log.noAnswer')) : '—'}
                            </td>
                            <td>
                              <span className={styles.excerpt}>{last?.excerpt ?? ''}</span>
                              {earlier.length > 0 && (
                                <details>
                                  <summary>{t('log.earlier')}</summary>
                                  <ul>
                                    {earlier.map((attempt) => (
                                      <li key={attempt.attempt}>
                                        {date(attempt.startedAt)} · {attempt.statusCode ?? t('log.noAnswer')}{' '}
                                        · {t('log.ms', { ms: attempt.durationMs })}
                                        <span className={styles.excerpt}> {attempt.excerpt}</span>
                                      </li>
                                    ))}
                                  </ul>
                                </details>
                              )}
                            </td>
                            <td className={staff.num}>{last ? t('log.ms', { ms: last.durationMs }) : '—'}</td>
                            <td>{delivery.nextAttemptAt ? date(delivery.nextAttemptAt) : '—'}</td>
                            <td>
                              <WebhookResendButton
                                deliveryId={delivery.id}
                                label={t('log.resendLabel', { id: delivery.messageId })}
                              />
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <WebhookEndpointForm />
    </section>
  );
}
