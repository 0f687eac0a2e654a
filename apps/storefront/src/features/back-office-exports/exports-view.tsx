import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/features/primitives/button-class';
import { NativeSelect } from '@/features/primitives/native-select';
import staff from '@/features/staff/staff.module.css';
import styles from './exports.module.css';
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  exportFileHref,
  KIND_MESSAGES,
  KIND_STATUSES,
  type ExportFilters,
  type ExportKind,
} from './exports-routes';

/**
 * `/staff/exports` (docs/product.md#exports): what to export, the filters (a GET form, so they
 * live in the address like the back office's other filters), and the two download links.
 */
export async function ExportsView(props: {
  kind: ExportKind;
  filters: ExportFilters;
  matches: Array<{ id: string; name: string }>;
  currency: string;
  timeZone: string;
}) {
  const t = await getTranslations('boExports');
  const locale = await getLocale();
  const { kind, filters } = props;
  const statuses = KIND_STATUSES[kind];
  const kindLabel = t(`kinds.${KIND_MESSAGES[kind]}.label` as 'kinds.orders.label');
  return (
    <section className={staff.panel} aria-labelledby="exports-title">
      <h1 id="exports-title" className={staff.heading}>
        {t('meta.title')}
      </h1>
      <p className={staff.hint}>{t('intro', { currency: props.currency, timeZone: props.timeZone })}</p>
      <form method="get" action="/staff/exports" className={staff.form}>
        <fieldset className={styles.kinds}>
          <legend>{t('kindLegend')}</legend>
          {EXPORT_KINDS.map((option) => {
            const key = KIND_MESSAGES[option] as 'orders';
            return (
              <label key={option} className={styles.kind}>
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  defaultChecked={option === kind}
                  aria-describedby={`export-${option}-description`}
                />
                <span className={styles.kindText}>
                  <span className={styles.kindLabel}>{t(`kinds.${key}.label`)}</span>
                  <span id={`export-${option}-description`} className={staff.hint}>
                    {t(`kinds.${key}.description`)}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <fieldset className={styles.filters}>
          <legend>{t('filters.legend')}</legend>
          <div className={staff.field}>
            <label htmlFor="export-event">{t('filters.event')}</label>
            <NativeSelect id="export-event" name="event" size="md" defaultValue={filters.event ?? ''}>
              <option value="">{t('filters.allEvents')}</option>
              {props.matches.map((match) => (
                <option key={match.id} value={match.id}>
                  {match.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className={staff.field}>
            <label htmlFor="export-from">{t('filters.from')}</label>
            <input
              id="export-from"
              name="from"
              type="date"
              className={staff.input}
              defaultValue={filters.from ?? ''}
            />
          </div>
          <div className={staff.field}>
            <label htmlFor="export-to">{t('filters.to')}</label>
            <input
              id="export-to"
              name="to"
              type="date"
              className={staff.input}
              defaultValue={filters.to ?? ''}
            />
          </div>
          <div className={staff.field}>
            <label htmlFor="export-status">{t('filters.status')}</label>
            <NativeSelect
              id="export-status"
              name="status"
              size="md"
              defaultValue={filters.status ?? ''}
              disabled={statuses.length === 0}
              aria-describedby={statuses.length === 0 ? 'export-status-none' : undefined}
            >
              <option value="">{t('filters.anyStatus')}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}` as 'statuses.confirmed')}
                </option>
              ))}
            </NativeSelect>
            {statuses.length === 0 && (
              <p id="export-status-none" className={staff.hint}>
                {t('filters.noStatus')}
              </p>
            )}
          </div>
          <button type="submit" className={buttonClass({ variant: 'outline' })}>
            {t('filters.apply')}
          </button>
        </fieldset>
      </form>
      <section aria-labelledby="exports-download" className={staff.form}>
        <h2 id="exports-download" className={staff.sectionTitle}>
          {t('format.legend')} · {kindLabel}
        </h2>
        <div className={styles.downloads}>
          {EXPORT_FORMATS.map((format) => (
            <a
              key={format}
              href={exportFileHref(kind, format, locale, filters)}
              className={buttonClass({
                palette: format === 'csv' ? 'brand' : undefined,
                variant: format === 'csv' ? 'solid' : 'outline',
              })}
              data-testid={`export-${format}`}
              download
            >
              {t('format.download', { kind: kindLabel, format: format.toUpperCase() })}
            </a>
          ))}
        </div>
        <p className={staff.hint}>
          {t('format.csv')} · {t('format.xlsx')}. {t('format.hint')}
        </p>
      </section>
    </section>
  );
}
