import { getTranslations } from 'next-intl/server';
import styles from '@/features/staff/staff.module.css';
import own from './api-keys.module.css';
import { referenceOf } from './openapi-reference';

const slugOf = (method: string, path: string) =>
  `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An example call of a path on this club's shop domain. */
const curlOf = (origin: string, path: string) =>
  `curl -H "Authorization: Bearer $STADIO_API_KEY" \\\n  "${origin}${path.replace('{id}', 'ord_…')}${path.includes('{') || path.endsWith('.json') ? '' : '?limit=2'}"`;

/** A description of the document: its `code` spans (Markdown, as OpenAPI allows) set in mono. */
function DocText(props: { text: string }) {
  return props.text.split('`').map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className={styles.mono}>
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/**
 * `/staff/api-keys/docs`: the read API's reference, rendered from the OpenAPI document the API
 * generates from its zod schemas (so it is never out of date): authentication, pages, then each
 * path with its parameters, answer fields, refusals and a curl example on this club's domain.
 */
export async function ApiDocsView(props: { document: unknown; origin: string }) {
  const t = await getTranslations('boApiKeys');
  const endpoints = referenceOf(props.document);
  return (
    <section className={styles.panel} aria-labelledby="api-docs-title">
      <p className={own.links}>
        <a href="/staff/api-keys">{t('docs.back')}</a>
        <a href="/api/v1/openapi.json">{t('docs.document')}</a>
      </p>
      <h1 id="api-docs-title" className={styles.heading}>
        {t('docs.title')}
      </h1>
      <p className={styles.hint}>{t('docs.intro')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('docs.baseUrl')}</dt>
          <dd className={styles.mono} data-testid="api-docs-base">
            {props.origin}/api/v1
          </dd>
        </div>
      </dl>
      <h2 className={styles.sectionTitle}>{t('docs.auth')}</h2>
      <p>{t('docs.authText')}</p>
      <pre className={own.code}>Authorization: Bearer stadio_…</pre>
      <p>{t('docs.authRefused')}</p>
      <h2 className={styles.sectionTitle}>{t('docs.pagination')}</h2>
      <p>{t('docs.paginationText')}</p>
      <h2 className={styles.sectionTitle}>{t('docs.endpoints')}</h2>
      {endpoints.map((endpoint) => {
        const id = slugOf(endpoint.method, endpoint.path);
        return (
          <article key={id} className={own.endpoint} aria-labelledby={id} data-testid="api-endpoint">
            <h3 id={id} className={own.endpointTitle}>
              <span className={own.method}>{endpoint.method}</span>{' '}
              <span className={styles.mono}>{endpoint.path}</span>
            </h3>
            <p>
              <strong>{endpoint.summary}</strong> — <DocText text={endpoint.description} />
            </p>
            <h4 id={`${id}-parameters`}>{t('docs.parameters')}</h4>
            {endpoint.parameters.length === 0 ? (
              <p className={styles.muted}>{t('docs.noParameters')}</p>
            ) : (
              <div
                className={styles.tableWrap}
                tabIndex={0}
                role="region"
                aria-labelledby={`${id} ${id}-parameters`}
              >
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('docs.name')}</th>
                      <th scope="col">{t('docs.in')}</th>
                      <th scope="col">{t('docs.required')}</th>
                      <th scope="col">{t('docs.type')}</th>
                      <th scope="col">{t('docs.description')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {endpoint.parameters.map((parameter) => (
                      <tr key={`${parameter.in}-${parameter.name}`}>
                        <td className={styles.mono}>{parameter.name}</td>
                        <td>{parameter.in}</td>
                        <td>{parameter.required ? t('docs.yes') : t('docs.no')}</td>
                        <td className={styles.mono}>{parameter.type}</td>
                        <td>
                          <DocText text={parameter.description} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {endpoint.fields.length > 0 && (
              <>
                <h4 id={`${id}-fields`}>{t('docs.response')}</h4>
                <div
                  className={styles.tableWrap}
                  tabIndex={0}
                  role="region"
                  aria-labelledby={`${id} ${id}-fields`}
                >
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">{t('docs.field')}</th>
                        <th scope="col">{t('docs.type')}</th>
                        <th scope="col">{t('docs.description')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {endpoint.fields.map((field) => (
                        <tr key={field.name}>
                          <td className={styles.mono}>{field.name}</td>
                          <td className={styles.mono}>{field.type}</td>
                          <td>
                            <DocText text={field.description} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
            {endpoint.errors.length > 0 && (
              <>
                <h4>{t('docs.errors')}</h4>
                <ul className={styles.list}>
                  {endpoint.errors.map((error) => (
                    <li key={error.status}>
                      <span className={styles.mono}>{error.status}</span> <DocText text={error.description} />
                    </li>
                  ))}
                </ul>
              </>
            )}
            <h4 id={`${id}-example`}>{t('docs.example')}</h4>
            <pre className={own.code} tabIndex={0} aria-labelledby={`${id} ${id}-example`}>
              {curlOf(props.origin, endpoint.path)}
            </pre>
          </article>
        );
      })}
    </section>
  );
}
