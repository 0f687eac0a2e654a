'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale } from 'next-intl';
import { type ReactElement, useMemo } from 'react';
import { useMoney } from '@/features/formatting/use-money';
import { useTenant } from '@/features/tenancy/tenant-context';
import own from './dashboard.module.css';

/*
 * The dashboard's charts (recharts). Each is drawn as one picture whose words are its aria-label,
 * with its figures as a table beside it (chart-table.tsx): recharts' own keyboard layer is off, as
 * nothing inside a picture is reached one by one.
 */

const BAR = '#2563EB';
/** Sold, in carts, free, closed: the seat map's reading of a seat, distinct in both themes. */
export const STOCK_COLOURS = {
  sold: '#1E3A8A',
  held: '#D97706',
  free: '#93C5FD',
  closed: '#6B7280',
} as const;

/** Axis ticks: amounts in the club's currency, shortened (12 k €). */
function useAxisMoney() {
  const locale = useLocale();
  const { currency } = useTenant();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact' });
    return (cents: number) => format.format(cents / 100);
  }, [locale, currency]);
}

function Frame(props: { label: string; height: number; children: ReactElement }) {
  return (
    <div className={own.chart} role="img" aria-label={props.label} style={{ height: props.height }}>
      <ResponsiveContainer width="100%" height="100%">
        {props.children}
      </ResponsiveContainer>
    </div>
  );
}

/** Net revenue per day, a bar a day. */
export function SalesChart(props: {
  label: string;
  netLabel: string;
  days: ReadonlyArray<{ day: string; label: string; net: number; tickets: number }>;
}) {
  const money = useMoney();
  const axis = useAxisMoney();
  return (
    <Frame label={props.label} height={260}>
      <BarChart
        data={[...props.days]}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tickMargin={6} minTickGap={12} />
        <YAxis tickFormatter={axis} width={72} />
        <Tooltip formatter={(value) => [money(Number(value)), props.netLabel]} />
        <Bar dataKey="net" name={props.netLabel} fill={BAR} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

/** Net revenue of a few named parts (channels, payment types), one horizontal bar each. */
export function RevenueBars(props: {
  label: string;
  netLabel: string;
  parts: ReadonlyArray<{ key: string; label: string; net: number }>;
}) {
  const money = useMoney();
  const axis = useAxisMoney();
  return (
    <Frame label={props.label} height={Math.max(120, 48 * props.parts.length + 40)}>
      <BarChart
        data={[...props.parts]}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={axis} />
        <YAxis type="category" dataKey="label" width={120} />
        <Tooltip formatter={(value) => [money(Number(value)), props.netLabel]} />
        <Bar dataKey="net" name={props.netLabel} fill={BAR} radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

/** Each category's seats: sold, in carts, free and closed, stacked to its capacity. */
export function FillChart(props: {
  label: string;
  names: Record<keyof typeof STOCK_COLOURS, string>;
  categories: ReadonlyArray<{
    key: string;
    label: string;
    sold: number;
    held: number;
    free: number;
    closed: number;
  }>;
}) {
  return (
    <Frame label={props.label} height={Math.max(140, 44 * props.categories.length + 80)}>
      <BarChart
        data={[...props.categories]}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="label" width={120} />
        <Tooltip />
        <Legend />
        {(Object.keys(STOCK_COLOURS) as Array<keyof typeof STOCK_COLOURS>).map((part) => (
          <Bar
            key={part}
            dataKey={part}
            name={props.names[part]}
            stackId="stock"
            fill={STOCK_COLOURS[part]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}
