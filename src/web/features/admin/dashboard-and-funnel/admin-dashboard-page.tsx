// A fund's dashboard (docs/admin.md 'Fund dashboard'): committed, signed, approved, funded and declined totals against
// the target, subscriptions by status in the one vocabulary, the closing's deadlines in US Eastern time, and
// commitments and signatures per day. Drawn on the server from the API's answer, then hydrated.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { FundDashboardAnswer } from '../../../../shared/api/admin-fund-operations';
import {
  DASHBOARD_TOTAL_HINTS,
  DASHBOARD_TOTAL_KEYS,
  DASHBOARD_TOTAL_LABELS,
  percentOf,
} from '../../../../shared/domain/fund-dashboard';
import { STATUS_KIND_LABELS } from '../../../../shared/domain/investment-status';
import { ButtonLink } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/page';
import { dashboardApiPath } from '../../../lib/api/page-api-paths';
import { shareText } from '../../../lib/format/share';
import { useServerBody } from '../../../lib/ssr/server-answers';
import styles from '../admin.module.css';
import { formatInstant, formatMoney } from '../admin-format';
import { AdminFrame, Alert } from '../admin-frame';
import { adminPaths } from '../admin-paths';
import { getFundDashboard } from '../api/fund-operations-calls';
import { useAdminLoad } from '../use-admin-load';
import { ChartLegend, DailyChart, dayLabel } from './daily-chart';
import own from './fund-operations.module.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const Totals = ({ data }: { data: FundDashboardAnswer }) => (
  <ul className={own.cards} aria-label="Totals">
    {DASHBOARD_TOTAL_KEYS.map((key) => (
      <li key={key} className={own.card}>
        <p className={own.cardLabel}>{DASHBOARD_TOTAL_LABELS[key]}</p>
        <p className={own.cardAmount}>{formatMoney(data.totals[key].amount)}</p>
        <p className={own.cardHint}>
          {plural(data.totals[key].count, 'subscription')}. {DASHBOARD_TOTAL_HINTS[key]}.
        </p>
      </li>
    ))}
  </ul>
);

const Progress = ({ data }: { data: FundDashboardAnswer }) => {
  const { targetAmount, maximumInvestmentAmount, minimumInvestmentAmount, fundMaxExceeded } = data.fund;
  const signed = percentOf(data.totals.signed.amount, targetAmount);
  // A small share that is not nothing reads '< 1%', never '0%'.
  const signedShare = shareText(data.totals.signed.amount, targetAmount);
  const committedShare = shareText(data.totals.committed.amount, targetAmount);
  return (
    <div className={own.progress}>
      {targetAmount === null ? (
        <p>No target raise is set for this fund.</p>
      ) : (
        <>
          <p>
            Signed {formatMoney(data.totals.signed.amount)} of the {formatMoney(targetAmount)} target ({signedShare});
            committed {committedShare} of it.
          </p>
          <div className={own.bar} aria-hidden="true">
            <div className={own.barFill} style={{ width: `${Math.min(100, signed)}%` }} />
          </div>
        </>
      )}
      <p className={styles.muted}>
        Each subscription from {formatMoney(minimumInvestmentAmount)} to{' '}
        {maximumInvestmentAmount === null ? 'no maximum' : formatMoney(maximumInvestmentAmount)}.
        {fundMaxExceeded ? ' The fund is marked full: new investors join the waitlist.' : ''}
      </p>
    </div>
  );
};

const StatusTable = ({ data }: { data: FundDashboardAnswer }) => (
  <div className={styles.tableWrap}>
    <table className={styles.table}>
      <caption>Subscriptions by status</caption>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Subscriptions</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {data.statuses.map((s) => (
          <tr key={s.status}>
            <th scope="row">{STATUS_KIND_LABELS[s.status]}</th>
            <td>{s.count}</td>
            <td>{formatMoney(s.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All</th>
          <td>{data.subscriptions}</td>
          <td>{formatMoney(data.statuses.reduce((sum, s) => sum + s.amount, 0))}</td>
        </tr>
      </tfoot>
    </table>
  </div>
);

const Deadlines = ({ data }: { data: FundDashboardAnswer }) => (
  <section aria-labelledby="deadlines-heading">
    <h2 id="deadlines-heading">Deadlines</h2>
    <p className={styles.muted}>In US Eastern time (America/New_York).</p>
    <dl className={own.deadlines}>
      {data.deadlines.map((d) => (
        <div key={d.label} className={styles.factRow}>
          <dt>{d.label}</dt>
          <dd>{d.at ? formatInstant(d.at) : 'Not set'}</dd>
        </div>
      ))}
    </dl>
  </section>
);

const Daily = ({ data }: { data: FundDashboardAnswer }) => {
  const { days, from, to } = data.daily;
  return (
    <section aria-labelledby="daily-heading" className={styles.section}>
      <h2 id="daily-heading">Commitments and signatures per day</h2>
      <p className={styles.muted}>
        {dayLabel(from)} to {dayLabel(to)}, by US Eastern day.
      </p>
      <ChartLegend />
      <DailyChart days={days} />
      <details>
        <summary>The figures of each day</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>Commitments and signatures per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Commitments</th>
                <th scope="col">Committed amount</th>
                <th scope="col">Signatures</th>
                <th scope="col">Signed amount</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{dayLabel(d.day)}</th>
                  <td>{d.commitments}</td>
                  <td>{formatMoney(d.commitmentAmount)}</td>
                  <td>{d.signatures}</td>
                  <td>{formatMoney(d.signedAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
};

export const AdminDashboardPage = () => {
  const { slug = '' } = useParams();
  const served = useServerBody<FundDashboardAnswer>(dashboardApiPath(slug));
  const load = useCallback((signal: AbortSignal) => getFundDashboard(slug, signal), [slug]);
  const { data, error, isLoading } = useAdminLoad(load, served);
  return (
    <AdminFrame
      title={data ? `${data.fund.name}: dashboard` : 'Dashboard'}
      lead={data && `${plural(data.subscriptions, 'subscription')} in all.`}
      actions={
        <>
          <ButtonLink to={adminPaths.pipeline(slug)}>Pipeline</ButtonLink>
          <ButtonLink to={adminPaths.funnel(slug)}>Funnel</ButtonLink>
          <ButtonLink to={adminPaths.editFund(slug)}>Fund settings</ButtonLink>
        </>
      }
    >
      {isLoading && <Loading />}
      {error && <Alert>{error}</Alert>}
      {data && (
        <>
          <Totals data={data} />
          <Progress data={data} />
          <div className={own.columns}>
            <StatusTable data={data} />
            <Deadlines data={data} />
          </div>
          <Daily data={data} />
        </>
      )}
    </AdminFrame>
  );
};
