// The funnel a fund manager reads first (docs/admin.md 'Funnel'): the lifecycle's stages in order
// (machines/subscription-lifecycle.machine.ts), each a bar as long as its share of the subscriptions started, with the
// count, the commitments and the share lost since the stage before; the declined and the withdrawn apart. A table, so
// that a screen reader reads every number in its row; the bars only draw them.
import type { FundFunnelAnswer } from '../../../../shared/api/admin-fund-operations';
import { dropOffPercent } from '../../../../shared/domain/lifecycle';
import styles from '../admin.module.css';
import { formatMoney } from '../admin-format';
import { ScrollingTable } from '../scrolling-table';
import own from './fund-operations.module.css';

export const FunnelStages = ({ data }: { data: FundFunnelAnswer }) => {
  const started = data.stages[0]?.count ?? 0;
  const { declined, withdrawn } = data.stageExits;
  return (
    <>
      <ScrollingTable label="Lifecycle stages">
        <table className={`${styles.table} ${own.stages}`}>
          <caption>How far the subscriptions started in the range got</caption>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Subscriptions</th>
              <th scope="col">Commitments</th>
              <th scope="col">Lost since the stage before</th>
            </tr>
          </thead>
          <tbody>
            {data.stages.map((s, index) => {
              const before = index === 0 ? null : (data.stages[index - 1]?.count ?? 0);
              const lost = before === null ? null : dropOffPercent(before, s.count);
              const share = started === 0 ? 0 : (100 * s.count) / started;
              return (
                <tr key={s.stage}>
                  <th scope="row">{s.label}</th>
                  <td>
                    <div className={own.stageCell}>
                      <span className={own.stageBar} aria-hidden="true">
                        <span className={own.stageFill} style={{ width: `${share}%` }} />
                      </span>
                      <span className={own.stageCount}>{s.count}</span>
                    </div>
                  </td>
                  <td>{formatMoney(s.amount)}</td>
                  <td>{lost === null ? '—' : `${lost} %`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollingTable>
      <p className={styles.muted}>
        Declined by the fund: {declined.count} ({formatMoney(declined.amount)}). Withdrawn by the investor:{' '}
        {withdrawn.count} ({formatMoney(withdrawn.amount)}). Each is counted above at the stages it reached first.
      </p>
    </>
  );
};
