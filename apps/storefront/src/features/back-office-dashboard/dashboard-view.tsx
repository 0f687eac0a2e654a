import { getLocale, getTranslations } from 'next-intl/server';
import { moneyFormatter } from '@/features/formatting/format-money';
import { toPitchKind } from '@/features/seat-map';
import { venueLayout } from '@/features/seat-map/venue-layout';
import { formatStaffDate } from '@/features/staff/staff-format';
import styles from '@/features/staff/staff.module.css';
import { ChartTable } from './chart-table';
import { FillChart, RevenueBars, SalesChart } from './dashboard-charts';
import type { DashboardData } from './dashboard-api';
import { FiguresTable, type FiguresRow } from './figures-table';
import { FillOverview } from './fill-overview';
import { LiveRefresh } from './live-refresh';
import { MatchPicker } from './match-picker';
import own from './dashboard.module.css';

type Money = DashboardData['money'];
type Stock = DashboardData['stock'];

const figuresRow = (
  base: { id: string; name: string; stand?: string; colour?: string },
  stock: Stock,
  money: Money,
): FiguresRow => ({
  ...base,
  ...stock,
  tickets: money.tickets,
  gross: money.gross,
  discounts: money.discounts,
  refunds: money.refunds,
  net: money.net,
});

/**
 * `/staff/dashboard`: the season's or one match's seats, takings, channels, payment types, sales
 * per day, resale and entries (docs/product.md#sales-dashboard, ADR 0050). Every chart has its
 * figures as a table; the page refreshes itself while a match is on.
 */
export async function DashboardView(props: { data: DashboardData; timeZone: string }) {
  const t = await getTranslations('boDashboard');
  const c = await getTranslations('boCounter');
  const locale = await getLocale();
  const { data } = props;
  const money = moneyFormatter(locale, data.currency);
  const count = (value: number) => value.toLocaleString(locale);
  const percent = (share: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
  const live = data.match ? data.match.isLive : data.matches.some((m) => m.isLive);
  const { stock, attendance, resale } = data;
  const channelName = (channel: string) => t(`channel.${channel as 'ONLINE'}`);

  const days = data.days.map((d) => ({ ...d, label: dayLabel(d.day) }));
  const best = [...days].sort((a, b) => b.net - a.net)[0];
  const salesSummary = t('chart.salesSummary', {
    days: days.length,
    tickets: count(days.reduce((s, d) => s + d.tickets, 0)),
    net: money(days.reduce((s, d) => s + d.net, 0)),
    best: best?.label ?? '',
    bestNet: money(best?.net ?? 0),
  });
  const channels = data.channels.map((ch) => ({
    key: ch.channel,
    label: channelName(ch.channel),
    net: ch.money.net,
    money: ch.money,
  }));
  const payments = data.paymentTypes.map((p) => ({
    key: p.paymentType,
    label: c(`paymentTypes.${p.paymentType}`),
    net: p.money.net,
    money: p.money,
  }));
  const listOf = (parts: ReadonlyArray<{ label: string; net: number }>) =>
    parts.map((part) => `${part.label} ${money(part.net)}`).join(', ');
  const fill = data.categories.map((cat) => ({ key: cat.categoryId, label: cat.name, ...cat.stock }));
  const moneyColumns = [
    { label: t('money.tickets'), numeric: true },
    { label: t('money.gross'), numeric: true },
    { label: t('money.discounts'), numeric: true },
    { label: t('money.refunds'), numeric: true },
    { label: t('money.net'), numeric: true },
  ];
  const moneyCells = (m: Money) => [
    count(m.tickets),
    money(m.gross),
    money(m.discounts),
    money(m.refunds),
    money(m.net),
  ];
  const arena = data.arena
    ? { width: data.arena.width, height: data.arena.height, pitch: toPitchKind(data.arena.pitch) }
    : null;

  return (
    <section className={styles.panel} aria-labelledby="dashboard-title" data-testid="dashboard">
      <LiveRefresh active={live} />
      <h1 id="dashboard-title" className={styles.heading}>
        {t('title')}
      </h1>
      <p className={styles.hint}>{t('intro')}</p>
      <MatchPicker
        matches={data.matches.map((m) => ({
          eventId: m.eventId,
          label: `${m.isLive ? t('picker.live', { name: m.name }) : m.name} · ${formatStaffDate(m.startsAt, locale, props.timeZone)}`,
        }))}
        selected={data.match?.eventId ?? null}
      />
      <h2 className={styles.sectionTitle} data-testid="dashboard-scope">
        {data.match
          ? t('scope.match', {
              name: data.match.name,
              date: formatStaffDate(data.match.startsAt, locale, props.timeZone),
            })
          : t('scope.season', { count: data.matches.length })}
      </h2>
      {live && (
        <p className={own.live} role="status">
          {t('live')}
        </p>
      )}

      <dl className={own.kpis}>
        <div>
          <dt>{t('kpi.sold')}</dt>
          <dd data-testid="kpi-sold">
            {t('kpi.soldValue', { sold: count(stock.sold), capacity: count(stock.capacity) })}
          </dd>
          <dd className={own.kpiNote}>
            {t('kpi.fill', { percent: percent(stock.capacity ? stock.sold / stock.capacity : 0) })}
          </dd>
        </div>
        <div>
          <dt>{t('kpi.gross')}</dt>
          <dd data-testid="kpi-gross">{money(data.money.gross)}</dd>
        </div>
        <div>
          <dt>{t('kpi.discounts')}</dt>
          <dd data-testid="kpi-discounts">{money(data.money.discounts)}</dd>
        </div>
        <div>
          <dt>{t('kpi.refunds')}</dt>
          <dd data-testid="kpi-refunds">
            {t('kpi.refundsValue', { amount: money(data.money.refunds), count: data.money.refundedTickets })}
          </dd>
        </div>
        <div>
          <dt>{t('kpi.net')}</dt>
          <dd data-testid="kpi-net" className={own.kpiMain}>
            {money(data.money.net)}
          </dd>
        </div>
        {!data.match && (
          <div>
            <dt>{t('kpi.extras')}</dt>
            <dd data-testid="kpi-extras">{money(data.extras.net)}</dd>
          </div>
        )}
        <div>
          <dt>{t('kpi.entries')}</dt>
          <dd data-testid="kpi-entries">
            {t('kpi.entriesValue', {
              entered: count(attendance.entered),
              tickets: count(attendance.tickets),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('kpi.resale')}</dt>
          <dd>{t('kpi.resaleValue', { count: resale.resold, volume: money(resale.volume) })}</dd>
        </div>
      </dl>

      <div className={own.grid}>
        <figure className={own.card}>
          <figcaption className={own.cardTitle}>{t('sections.sales')}</figcaption>
          {days.length === 0 ? (
            <p className={styles.muted}>{t('chart.empty')}</p>
          ) : (
            <SalesChart label={salesSummary} netLabel={t('money.net')} days={days} />
          )}
          <ChartTable
            summary={t('chart.showTable')}
            caption={salesSummary}
            columns={[
              { label: t('chart.day') },
              { label: t('money.tickets'), numeric: true },
              { label: t('money.net'), numeric: true },
            ]}
            rows={days.map((d) => ({ key: d.day, cells: [d.label, count(d.tickets), money(d.net)] }))}
          />
        </figure>
        <figure className={own.card}>
          <figcaption className={own.cardTitle}>{t('sections.channels')}</figcaption>
          <RevenueBars
            label={t('chart.channelsSummary', { list: listOf(channels) })}
            netLabel={t('money.net')}
            parts={channels}
          />
          <p className={own.note}>{t('resaleNote')}</p>
          <ChartTable
            summary={t('chart.showTable')}
            caption={t('sections.channels')}
            columns={[{ label: t('sections.channels') }, ...moneyColumns]}
            rows={channels.map((ch) => ({ key: ch.key, cells: [ch.label, ...moneyCells(ch.money)] }))}
          />
        </figure>
        <figure className={own.card}>
          <figcaption className={own.cardTitle}>{t('sections.paymentTypes')}</figcaption>
          {payments.length === 0 ? (
            <p className={styles.muted}>{t('chart.empty')}</p>
          ) : (
            <RevenueBars
              label={t('chart.paymentSummary', { list: listOf(payments) })}
              netLabel={t('money.net')}
              parts={payments}
            />
          )}
          <ChartTable
            summary={t('chart.showTable')}
            caption={t('sections.paymentTypes')}
            columns={[{ label: t('sections.paymentTypes') }, ...moneyColumns]}
            rows={payments.map((p) => ({ key: p.key, cells: [p.label, ...moneyCells(p.money)] }))}
          />
        </figure>
        <figure className={own.card}>
          <figcaption className={own.cardTitle}>{t('sections.fill')}</figcaption>
          <FillChart
            label={t('chart.fillSummary', {
              list: fill
                .map((f) =>
                  t('chart.fillItem', { name: f.label, sold: count(f.sold), capacity: count(f.capacity) }),
                )
                .join(', '),
            })}
            names={{
              sold: t('stock.sold'),
              held: t('stock.held'),
              free: t('stock.free'),
              closed: t('stock.closed'),
            }}
            categories={fill}
          />
        </figure>
      </div>

      {arena && data.blocks.length > 0 && (
        <>
          <h2 className={styles.sectionTitle}>{t('sections.overview')}</h2>
          <FillOverview
            arena={arena}
            layout={venueLayout(arena, data.blocks)}
            blocks={data.blocks.map((b) => ({
              id: b.blockId,
              name: b.name,
              standName: b.standName,
              contour: b.contour,
              labelX: b.labelX,
              labelY: b.labelY,
              isOpenSeating: b.isOpenSeating,
              ...b.stock,
            }))}
          />
        </>
      )}

      <h2 id="dashboard-categories" className={styles.sectionTitle}>
        {t('sections.categories')}
      </h2>
      <p className={styles.hint}>{t('table.sortHint')}</p>
      <FiguresTable
        labelledBy="dashboard-categories"
        testId="dashboard-categories"
        rows={data.categories.map((cat) =>
          figuresRow({ id: cat.categoryId, name: cat.name, colour: cat.colour }, cat.stock, cat.money),
        )}
      />
      <h2 id="dashboard-blocks" className={styles.sectionTitle}>
        {t('sections.blocks')}
      </h2>
      <FiguresTable
        labelledBy="dashboard-blocks"
        testId="dashboard-blocks"
        withStand
        rows={data.blocks.map((b) =>
          figuresRow({ id: b.blockId, name: b.name, stand: b.standName }, b.stock, b.money),
        )}
      />

      <div className={own.grid}>
        <section className={own.card} aria-labelledby="dashboard-resale">
          <h2 id="dashboard-resale" className={own.cardTitle}>
            {t('sections.resale')}
          </h2>
          <dl className={styles.facts}>
            {(['listed', 'onSale', 'resold', 'withdrawn'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`resale.${key}`)}</dt>
                <dd>{count(resale[key])}</dd>
              </div>
            ))}
            <div>
              <dt>{t('resale.volume')}</dt>
              <dd>{money(resale.volume)}</dd>
            </div>
          </dl>
        </section>
        <section className={own.card} aria-labelledby="dashboard-attendance">
          <h2 id="dashboard-attendance" className={own.cardTitle}>
            {t('sections.attendance')}
          </h2>
          {attendance.tickets === 0 && !data.match ? (
            <p className={styles.muted}>{t('attendance.none')}</p>
          ) : (
            <>
              <p>
                {t('kpi.entriesValue', {
                  entered: count(attendance.entered),
                  tickets: count(attendance.tickets),
                })}
              </p>
              <meter
                className={own.meter}
                min={0}
                max={Math.max(1, attendance.tickets)}
                value={attendance.entered}
                aria-label={t('attendance.rate', {
                  percent: percent(attendance.tickets ? attendance.entered / attendance.tickets : 0),
                })}
              />
              <p className={styles.hint}>
                {t('attendance.rate', {
                  percent: percent(attendance.tickets ? attendance.entered / attendance.tickets : 0),
                })}
              </p>
            </>
          )}
        </section>
      </div>
    </section>
  );
}
