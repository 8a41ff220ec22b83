import type { SellerSales } from '@mall/sdk';
import { visuallyHidden } from '@mall/ui';
import type { PanelTranslator } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import own from './sales.module.css';

const WIDTH = 620;
const HEIGHT = 200;
const AXIS = 20;

export interface DailyChartProps {
  t: PanelTranslator;
  daily: SellerSales['daily'];
  /** The month shown, e.g. "January 2026". */
  month: string;
  locale: string;
}

/**
 * The month's revenue per day as bars (plain SVG, for sighted readers) and the same figures as a table
 * for screen readers.
 */
export function DailyChart({ t, daily, month, locale }: DailyChartProps) {
  const highest = Math.max(1, ...daily.map((day) => day.revenue_minor));
  const slot = WIDTH / Math.max(daily.length, 1);
  const dayOf = (date: string) => Number(date.slice(8, 10));
  const caption = t('sales.daily', { month });
  return (
    <figure className={own.chart}>
      <figcaption className={own.caption}>{caption}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} className={own.svg} aria-hidden="true" focusable="false">
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className={own.axis} />
        {daily.map((day, index) => {
          const height = (day.revenue_minor / highest) * (HEIGHT - 8);
          const x = index * slot + slot * 0.15;
          return (
            <g key={day.date}>
              <rect x={x} y={HEIGHT - height} width={slot * 0.7} height={height} rx={2} className={own.bar}>
                <title>{formatUsd(day.revenue_minor, locale)}</title>
              </rect>
              {(dayOf(day.date) === 1 || dayOf(day.date) % 5 === 0) && (
                <text x={x + slot * 0.35} y={HEIGHT + AXIS - 4} textAnchor="middle" className={own.tick}>
                  {dayOf(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* A table grows to fit its rows whatever its height: the wrapper is what stays out of sight. */}
      <div className={visuallyHidden}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sales.day')}</th>
              <th scope="col">{t('sales.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  {new Date(`${day.date}T00:00:00Z`).toLocaleDateString(locale, {
                    timeZone: 'UTC',
                    day: 'numeric',
                    month: 'long',
                  })}
                </th>
                <td>{formatUsd(day.revenue_minor, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
