// Commitments and signatures per day as a bar chart drawn by hand in SVG (docs/admin.md 'Fund dashboard'): a few
// dozen rectangles need no charting library. The picture has a title and a description; the same figures are in the
// table below it, for screen readers and for reading exact numbers.
import { useId } from 'react';
import type { DashboardDay } from '../../../../shared/api/admin-fund-operations';
import styles from './fund-operations.module.css';

const WIDTH = 720;
const HEIGHT = 220;
const LEFT = 36;
const BOTTOM = 28;
const TOP = 8;

export const dayLabel = (day: string): string => {
  const [, month = '1', date = '1'] = day.split('-');
  return `${new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, Number(month) - 1, 1)))} ${Number(date)}`;
};

export const DailyChart = ({ days }: { days: readonly DashboardDay[] }) => {
  const id = useId();
  const peak = Math.max(1, ...days.map((d) => Math.max(d.commitments, d.signatures)));
  const plotWidth = WIDTH - LEFT - 8;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, slot / 2 - 1);
  const y = (value: number) => TOP + plotHeight - (value / peak) * plotHeight;
  const ticks = [...new Set([0, Math.round(peak / 2), peak])];
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);
  const totalCommitments = days.reduce((sum, d) => sum + d.commitments, 0);
  const totalSignatures = days.reduce((sum, d) => sum + d.signatures, 0);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  return (
    <div className={styles.chartWrap}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Commitments and signatures per day</title>
        <desc id={`${id}-desc`}>
          {`From ${dayLabel(first)} to ${dayLabel(last)}: ${totalCommitments} subscriptions started and ${totalSignatures} agreements signed; at most ${peak} in one day. The table below gives each day.`}
        </desc>
        <g className={styles.grid}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={WIDTH - 8} y1={y(tick)} y2={y(tick)} />
              <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
        </g>
        {days.map((d, index) => {
          const x = LEFT + index * slot;
          return (
            <g key={d.day}>
              <rect
                className={styles.commitments}
                x={x}
                y={y(d.commitments)}
                width={barWidth}
                height={y(0) - y(d.commitments)}
              />
              <rect
                className={styles.signatures}
                x={x + barWidth + 1}
                y={y(d.signatures)}
                width={barWidth}
                height={y(0) - y(d.signatures)}
              />
              {labelled.has(index) && (
                <text x={x + slot / 2} y={HEIGHT - 8} textAnchor="middle">
                  {dayLabel(d.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
};

export const ChartLegend = () => (
  <ul className={styles.legend}>
    <li>
      <span className={`${styles.swatch} ${styles.swatchCommitments}`} aria-hidden="true" />
      Commitments (subscriptions started)
    </li>
    <li>
      <span className={`${styles.swatch} ${styles.swatchSignatures}`} aria-hidden="true" />
      Signatures (agreements signed by every signer)
    </li>
  </ul>
);
