// The funnel drawn on the investment-flow machine's own graph (docs/admin.md 'Funnel'): the server sends the machine's
// states with their layer and place (read from the machine at start), and this lays them out in rows, top to bottom,
// with the transitions as arrows. Each state shows who entered it, who rests there now and the median stay; each
// transition taken shows how many times, in the brand's colour; the ones nobody took stay faint. Titles are whole, on
// as many lines as they need. The same numbers are in the tables beside it.
import { useId } from 'react';
import type { FundFunnelAnswer, FunnelState } from '../../../../shared/api/admin-fund-operations';
import styles from './fund-operations.module.css';
import { formatDuration, titleLines } from './funnel-format';

const BOX_WIDTH = 150;
/** Characters of a title's line that fit the box at its font size. */
const TITLE_LINE = 24;
const LINE = 14;
const GAP_X = 12;
const MARGIN = 12;

type Point = { x: number; y: number };

/** Every box as tall as the longest title needs: titles are whole, on as many lines as they take. */
const boxHeightFor = (states: readonly FunnelState[]): number =>
  Math.max(1, ...states.map((s) => titleLines(s.title, TITLE_LINE).length)) * LINE + 2 * LINE + 8;

const layout = (states: readonly FunnelState[], boxHeight: number) => {
  const row = boxHeight + 40;
  const perLayer = new Map<number, number>();
  for (const s of states) perLayer.set(s.layer, Math.max(perLayer.get(s.layer) ?? 0, s.row + 1));
  const widest = Math.max(1, ...perLayer.values());
  const width = MARGIN * 2 + widest * BOX_WIDTH + (widest - 1) * GAP_X;
  const layers = Math.max(0, ...perLayer.keys()) + 1;
  const height = MARGIN * 2 + layers * row - (row - boxHeight);
  const place = new Map<string, Point>();
  for (const s of states) {
    const count = perLayer.get(s.layer) ?? 1;
    const rowWidth = count * BOX_WIDTH + (count - 1) * GAP_X;
    place.set(s.id, {
      x: (width - rowWidth) / 2 + s.row * (BOX_WIDTH + GAP_X),
      y: MARGIN + s.layer * row,
    });
  }
  return { width, height, place };
};

export const FunnelGraph = ({ data }: { data: FundFunnelAnswer }) => {
  const id = useId();
  // Referenced from url(#…): letters, digits, dashes and underscores only.
  const arrowId = `${id.replace(/[^\w-]/g, '')}-arrow`;
  const BOX_HEIGHT = boxHeightFor(data.states);
  const { width, height, place } = layout(data.states, BOX_HEIGHT);
  const takenArrowId = `${arrowId}-taken`;
  const busiest = Math.max(1, ...data.edges.map((e) => e.taken));
  const visited = data.states.filter((s) => s.entered > 0).length;
  const taken = data.edges.filter((e) => e.taken > 0).length;
  return (
    <svg
      className={styles.graph}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>The investment flow with the subscriptions of the range</title>
      <desc id={`${id}-desc`}>
        {`${data.states.length} states of the machine, ${visited} of them entered by the ${data.subscriptions} subscriptions started in the range; ${taken} of ${data.edges.length} transitions taken. The tables below give every number.`}
      </desc>
      <defs>
        <marker id={arrowId} viewBox="0 0 8 8" refX="8" refY="4" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0,0 L8,4 L0,8 z" className={styles.arrow} />
        </marker>
        <marker id={takenArrowId} viewBox="0 0 8 8" refX="8" refY="4" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0,0 L8,4 L0,8 z" className={styles.arrowTaken} />
        </marker>
      </defs>
      {data.edges.map((edge) => {
        const from = place.get(edge.from);
        const to = place.get(edge.to);
        if (!from || !to) return null;
        const start = { x: from.x + BOX_WIDTH / 2, y: from.y + BOX_HEIGHT };
        const end = { x: to.x + BOX_WIDTH / 2, y: to.y };
        const isBack = to.y <= from.y;
        // A transition back up the flow (Edit, a missing answer found at confirmation) bends out to the side.
        const path = isBack
          ? `M${from.x + BOX_WIDTH},${from.y + BOX_HEIGHT / 2} C${from.x + BOX_WIDTH + 60},${from.y} ${to.x + BOX_WIDTH + 60},${to.y + BOX_HEIGHT} ${to.x + BOX_WIDTH},${to.y + BOX_HEIGHT / 2}`
          : `M${start.x},${start.y} L${end.x},${end.y}`;
        const mid = isBack
          ? { x: (from.x + to.x) / 2 + BOX_WIDTH + 48, y: (from.y + to.y) / 2 + BOX_HEIGHT / 2 }
          : { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
        return (
          <g key={`${edge.from}-${edge.to}`}>
            <path
              d={path}
              className={`${styles.edge} ${edge.taken > 0 ? styles.edgeTaken : styles.edgeUntaken}`}
              strokeWidth={edge.taken > 0 ? 1.5 + (3 * edge.taken) / busiest : 1}
              strokeDasharray={isBack ? '5 4' : undefined}
              markerEnd={`url(#${edge.taken > 0 ? takenArrowId : arrowId})`}
            />
            {edge.taken > 0 && (
              <text x={mid.x + 4} y={mid.y} className={styles.edgeCount}>
                {edge.taken}
              </text>
            )}
          </g>
        );
      })}
      {data.states.map((s) => {
        const at = place.get(s.id);
        if (!at) return null;
        const classes = [styles.node, s.entered > 0 && styles.nodeVisited, s.isFinal && styles.nodeFinal];
        return (
          <g key={s.id} className={classes.filter(Boolean).join(' ')} transform={`translate(${at.x},${at.y})`}>
            <rect width={BOX_WIDTH} height={BOX_HEIGHT} rx={6} />
            <text x={8} y={16} className={styles.nodeTitle}>
              {titleLines(s.title, TITLE_LINE).map((line, index) => (
                <tspan key={line} x={8} dy={index === 0 ? 0 : LINE}>
                  {line}
                </tspan>
              ))}
            </text>
            <text x={8} y={BOX_HEIGHT - LINE - 10} className={styles.nodeFigures}>
              {`Entered ${s.entered} · now ${s.restingNow}`}
            </text>
            <text x={8} y={BOX_HEIGHT - 10} className={styles.nodeFigures}>
              {s.isFinal ? 'End screen' : `Median ${formatDuration(s.medianSeconds)}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
};
