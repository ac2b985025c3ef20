// The funnel (docs/admin.md 'Funnel'): for a fund and a range of days, first how far the subscriptions got in their
// lifecycle (stages as bars), then on a second view how many subscriptions entered each state of the investment flow, how many rest there now, the median time spent there, the transitions
// they took and where they left (end screens, or abandoned after the idle days). The graph is the machine's own;
// tables carry the same numbers. The default range is drawn on the server, then hydrated.
import { type KeyboardEvent, useCallback, useId } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { FundFunnelAnswer, FunnelQuery } from '../../../../shared/api/admin-fund-operations';
import { FUNNEL_DEFAULT_IDLE_DAYS, type FunnelRangeInput } from '../../../../shared/schemas/admin/funnel-range.schema';
import { ButtonLink } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/page';
import { funnelApiPath } from '../../../lib/api/page-api-paths';
import { useServerBody } from '../../../lib/ssr/server-answers';
import styles from '../admin.module.css';
import { AdminFrame, Alert } from '../admin-frame';
import { adminPaths } from '../admin-paths';
import { getFundFunnel } from '../api/fund-operations-calls';
import { useAdminLoad } from '../use-admin-load';
import { dayLabel } from './daily-chart';
import own from './fund-operations.module.css';
import { formatDuration } from './funnel-format';
import { FunnelGraph } from './funnel-graph';
import { FunnelRangeForm } from './funnel-range-form';
import { FunnelStages } from './funnel-stages';

const QUERY_KEYS = ['from', 'to', 'idleDays'] as const;

/** The two views: the lifecycle's stages first, the flow's steps second (kept in the address as ?view=steps). */
const VIEWS = [
  { id: 'stages', label: 'Lifecycle stages' },
  { id: 'steps', label: 'Steps of the flow' },
] as const;
type View = (typeof VIEWS)[number]['id'];

const queryFrom = (params: URLSearchParams): FunnelQuery => {
  const query: FunnelQuery = {};
  for (const key of QUERY_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
};

const StateTable = ({ data }: { data: FundFunnelAnswer }) => (
  <div className={styles.tableWrap}>
    <table className={styles.table}>
      <caption>Each state of the investment flow</caption>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">Entered</th>
          <th scope="col">Resting now</th>
          <th scope="col">Abandoned</th>
          <th scope="col">Median time there</th>
        </tr>
      </thead>
      <tbody>
        {data.states.map((s) => (
          <tr key={s.id}>
            <th scope="row">
              {s.title} <span className={styles.muted}>{s.id}</span>
            </th>
            <td>{s.entered}</td>
            <td>{s.restingNow}</td>
            <td>{s.isFinal ? 'End screen' : s.abandoned}</td>
            <td>{formatDuration(s.medianSeconds)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

const MoveTable = ({ data }: { data: FundFunnelAnswer }) => {
  const titleOf = (id: string) => data.states.find((s) => s.id === id)?.title ?? id;
  const taken = data.edges.filter((e) => e.taken > 0);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>Moves between states</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Kind</th>
            <th scope="col">Times</th>
          </tr>
        </thead>
        <tbody>
          {taken.length === 0 && data.otherMoves.length === 0 && (
            <tr>
              <td colSpan={4}>No moves in this range.</td>
            </tr>
          )}
          {taken.map((e) => (
            <tr key={`${e.from}-${e.to}`}>
              <td>{titleOf(e.from)}</td>
              <td>{titleOf(e.to)}</td>
              <td>Transition ({e.events.join(', ')})</td>
              <td>{e.taken}</td>
            </tr>
          ))}
          {data.otherMoves.map((m) => (
            <tr key={`other-${m.from}-${m.to}`}>
              <td>{titleOf(m.from)}</td>
              <td>{titleOf(m.to)}</td>
              <td>Back (Previous) or sent back</td>
              <td>{m.taken}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const Exits = ({ data }: { data: FundFunnelAnswer }) => (
  <section aria-labelledby="exits-heading" className={styles.section}>
    <h2 id="exits-heading">Where they left</h2>
    <dl className={styles.facts}>
      {data.exits.endScreens.map((e) => (
        <div key={e.id} className={styles.factRow}>
          <dt>{e.title}</dt>
          <dd>{e.count}</dd>
        </div>
      ))}
      <div className={styles.factRow}>
        <dt>Abandoned (no change for {data.range.idleDays} days, not at an end screen)</dt>
        <dd>{data.exits.abandoned}</dd>
      </div>
    </dl>
  </section>
);

export const AdminFunnelPage = () => {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const key = params.toString();
  const served = useServerBody<FundFunnelAnswer>(funnelApiPath(slug, query));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read from `key`, the address's search part.
  const load = useCallback((signal: AbortSignal) => getFundFunnel(slug, queryFrom(params), signal), [slug, key]);
  const { data, error, isLoading } = useAdminLoad(load, served);

  const view: View = params.get('view') === 'steps' ? 'steps' : 'stages';
  const tabsId = useId();
  const showView = (next: View) => {
    const changed = new URLSearchParams(params);
    if (next === 'stages') changed.delete('view');
    else changed.set('view', next);
    setParams(changed, { replace: true });
  };
  // The tab pattern: arrows move between the two tabs, and the chosen one takes the focus.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next: View = view === 'stages' ? 'steps' : 'stages';
    showView(next);
    document.getElementById(`${tabsId}-${next}-tab`)?.focus();
  };
  const onShow = (range: FunnelRangeInput) =>
    setParams(new URLSearchParams({ ...range, ...(view === 'steps' && { view }) }));
  // After a refusal (a range typed into the address), the form shows what was asked for, to correct it.
  const initial: FunnelRangeInput | null = data
    ? { from: data.range.from, to: data.range.to, idleDays: String(data.range.idleDays) }
    : error
      ? { from: query.from ?? '', to: query.to ?? '', idleDays: query.idleDays ?? String(FUNNEL_DEFAULT_IDLE_DAYS) }
      : null;

  return (
    <AdminFrame
      title={data ? `${data.fund.name}: funnel` : 'Funnel'}
      lead={
        data &&
        `${data.subscriptions} subscription${data.subscriptions === 1 ? '' : 's'} started from ${dayLabel(data.range.from)} to ${dayLabel(data.range.to)} (US Eastern days).`
      }
      actions={
        <>
          <ButtonLink to={adminPaths.dashboard(slug)}>Dashboard</ButtonLink>
          <ButtonLink to={adminPaths.pipeline(slug)}>Pipeline</ButtonLink>
        </>
      }
    >
      {initial && <FunnelRangeForm initial={initial} onShow={onShow} />}
      {isLoading && <Loading />}
      {error && <Alert>{error}</Alert>}
      {data && (
        <>
          <div role="tablist" aria-label="Funnel views" className={own.tabs}>
            {VIEWS.map((v) => (
              <button
                key={v.id}
                type="button"
                role="tab"
                id={`${tabsId}-${v.id}-tab`}
                aria-selected={view === v.id}
                aria-controls={`${tabsId}-${v.id}-panel`}
                tabIndex={view === v.id ? 0 : -1}
                className={own.tab}
                onClick={() => showView(v.id)}
                onKeyDown={onTabKey}
              >
                {v.label}
              </button>
            ))}
          </div>
          {view === 'stages' ? (
            <section
              role="tabpanel"
              id={`${tabsId}-stages-panel`}
              aria-labelledby={`${tabsId}-stages-tab`}
              className={styles.section}
            >
              <FunnelStages data={data} />
            </section>
          ) : (
            <div role="tabpanel" id={`${tabsId}-steps-panel`} aria-labelledby={`${tabsId}-steps-tab`}>
              <StepsView data={data} />
            </div>
          )}
        </>
      )}
    </AdminFrame>
  );
};

/** The second view: where they left the flow, the flow's graph and its two tables. */
const StepsView = ({ data }: { data: FundFunnelAnswer }) => (
  <>
    <Exits data={data} />
    <section aria-labelledby="graph-heading" className={styles.section}>
      <h2 id="graph-heading">On the investment flow</h2>
      <p className={styles.muted}>
        Each box is a state of the flow: who entered it, who is there now, the median time spent there. Arrows are the
        flow’s transitions, with the times they were taken; dashed boxes are end screens.
      </p>
      {data.mediansAreEstimates && (
        <p className={styles.muted}>
          This range holds more than 50,000 stays: median times are estimated from stay lengths counted in groups,
          within 3.5 %.
        </p>
      )}
      <div className={own.chartWrap}>
        <FunnelGraph data={data} />
      </div>
    </section>
    <StateTable data={data} />
    <MoveTable data={data} />
  </>
);
