// The back office's home (issue 'Funds'): first any fund's new wire instructions waiting for a second admin, then every
// fund with its derived state, its subscriptions so far and its agreement, with the way to its pipeline and settings.
import { useCallback } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Loading } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { formatInstant, formatMoney } from '../admin-format';
import { AdminFrame, Alert } from '../admin-frame';
import { adminPaths } from '../admin-paths';
import { listAdminFunds } from '../api/fund-calls';
import { useAdminLoad } from '../use-admin-load';
import { FundStateBadge } from './fund-state-badge';

export const AdminFundsPage = () => {
  const { data, error, isLoading } = useAdminLoad(useCallback((signal: AbortSignal) => listAdminFunds(signal), []));
  return (
    <AdminFrame
      title="Funds"
      lead="Configure funds and follow every subscription."
      actions={
        <ButtonLink to={adminPaths.newFund()} variant="primary">
          New fund
        </ButtonLink>
      }
    >
      {isLoading && <Loading />}
      {error && <Alert>{error}</Alert>}
      {data && data.pendingWireChanges.length > 0 && (
        <section className={styles.pendingWire} aria-labelledby="pending-wire-title">
          <h2 id="pending-wire-title">Wire instructions waiting for a second admin</h2>
          <ul>
            {data.pendingWireChanges.map((change) => (
              <li key={change.fundSlug}>
                <Link to={`${adminPaths.editFund(change.fundSlug)}#wire-instructions`}>{change.fundName}</Link>: entered
                by {change.enteredBy} on {formatInstant(change.at)}.{' '}
                {change.canConfirm
                  ? 'Check every detail with the bank before you confirm.'
                  : 'You entered them: another admin confirms.'}
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>Funds</caption>
            <thead>
              <tr>
                <th scope="col">Fund</th>
                <th scope="col">State</th>
                <th scope="col">Minimum</th>
                <th scope="col">Subscriptions</th>
                <th scope="col">Signed</th>
                <th scope="col">Approved</th>
                <th scope="col">Complete</th>
                <th scope="col">Agreement</th>
                <th scope="col">Dashboard</th>
                <th scope="col">Data room</th>
                <th scope="col">Settings</th>
              </tr>
            </thead>
            <tbody>
              {data.funds.map(({ fund, state, counts, template }) => (
                <tr key={fund.slug}>
                  <th scope="row">
                    <Link to={adminPaths.pipeline(fund.slug)}>{fund.name}</Link>
                    <span className={styles.muted}> {fund.slug}</span>
                  </th>
                  <td>
                    <FundStateBadge state={state} />
                  </td>
                  <td>{formatMoney(fund.minimumInvestmentAmount)}</td>
                  <td>{counts.transactions}</td>
                  <td>{counts.signed}</td>
                  <td>{counts.approved}</td>
                  <td>{counts.complete}</td>
                  <td>{template ? template.fileName : 'Standard'}</td>
                  <td>
                    <Link to={adminPaths.dashboard(fund.slug)} aria-label={`Dashboard of ${fund.name}`}>
                      Dashboard
                    </Link>
                  </td>
                  <td>
                    <Link to={adminPaths.dataRoom(fund.slug)} aria-label={`Data room of ${fund.name}`}>
                      Data room
                    </Link>
                  </td>
                  <td>
                    <Link to={adminPaths.editFund(fund.slug)} aria-label={`Edit ${fund.name}`}>
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminFrame>
  );
};
