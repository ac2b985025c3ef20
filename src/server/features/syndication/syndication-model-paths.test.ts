// Every generated path of the syndication sign-up machine (the same graph API as model-tests/) driven through the HTTP
// API against a real database: the investor's calls, the admin's decisions and the clock moving on. After each event
// the stage the API answers equals the machine's state, so the server and the statechart cannot drift apart.
import { beforeAll, describe, expect, it } from 'vitest';
import { syndicationSignUpMachine } from '../../../../machines/syndication-sign-up.machine';
import type { SyndicationSignUpEvent } from '../../../../machines/syndication-sign-up.machine.types';
import { type MachinePath, shortestPaths } from '../../../../model-tests/graph';
import { SYNDICATION_EVENTS, T0 } from '../../../../model-tests/syndication-events';
import type { SyndicationStatusAnswer, VerificationQueueRow } from '../../../shared/api/syndication';
import type { IsoDate } from '../../../shared/domain/entities';
import { anInvestor } from '../../../shared/domain/test-fixtures';
import {
  getJson,
  postJson,
  sessionCookieOf,
  signUp,
  TEST_PASSWORD,
  testBackends,
  useTestApp,
} from '../../test/test-app';
import { type AdminSession, logInAdmin } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import {
  acknowledge,
  type SignedUpInvestor,
  signTheNda,
  start,
  statusOf,
  submitAccreditation,
  submitIdentity,
} from './testing/syndication-fixtures';

type Path = MachinePath<typeof syndicationSignUpMachine>;

const eventKey = (path: Path): string => path.steps.map((step) => JSON.stringify(step.event)).join('|');

/** A new investor's paths that are not a prefix of another: driving them drives every generated path. */
const maximalPaths = (): Path[] => {
  const paths = shortestPaths(syndicationSignUpMachine, {
    input: { investments: anInvestor({}), now: T0 },
    // The clock matters only while waiting; elsewhere a TICK changes nothing an investor could see.
    events: (snapshot) =>
      SYNDICATION_EVENTS.filter(
        (event) => snapshot.can(event) && (event.type !== 'TICK' || snapshot.matches('WAITING_PERIOD')),
      ),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  });
  const keys = paths.map(eventKey);
  return paths.filter((_, i) => !keys.some((key, j) => j !== i && key.startsWith(`${keys[i]}|`)));
};

const PATHS = maximalPaths();

const title = (path: Path): string =>
  path.steps
    .slice(1)
    .map(({ event }) => {
      const e = event as SyndicationSignUpEvent;
      if (e.type === 'TICK') return `TICK(day ${Math.round((Date.parse(e.now) - Date.parse(T0)) / 86_400_000)})`;
      return 'decision' in e ? `${e.type}(${e.decision})` : e.type;
    })
    .join(' → ');

describe.each(testBackends())('syndication machine paths through the API on %s', (backend) => {
  const clock = { now: new Date(T0) };
  const t = useTestApp(backend, { now: () => clock.now });
  let admin: AdminSession;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  /** Sessions expire as the clock moves on: the investor and the admin log in again on the event's day. */
  const logInOn = async (at: IsoDate, investor: SignedUpInvestor): Promise<SignedUpInvestor> => {
    clock.now = new Date(at);
    admin = await logInAdmin(t().app);
    const login = await postJson(t().app, '/api/login', { email: investor.email, password: TEST_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    return { ...investor, cookie: sessionCookieOf(login) };
  };

  const pendingItem = async (investor: SignedUpInvestor, kind: VerificationQueueRow['kind']) => {
    const response = await getJson(t().app, '/api/admin/verifications', admin);
    expect(response.statusCode, response.body).toBe(200);
    const rows: VerificationQueueRow[] = response.json().verifications;
    const row = rows.find(
      (r) => r.investor.email === investor.email && r.kind === kind && ['todo', 'inProgress'].includes(r.status),
    );
    if (!row) throw new Error(`No pending ${kind} verification for ${investor.email}`);
    return row;
  };

  const decide = async (investor: SignedUpInvestor, kind: VerificationQueueRow['kind'], decision: string) => {
    const row = await pendingItem(investor, kind);
    const body = decision === 'denied' ? { decision, reason: 'The document is not legible.' } : { decision };
    const response = await postJson(t().app, `/api/admin/verifications/${row.verificationId}/decision`, body, admin);
    expect(response.statusCode, response.body).toBe(200);
  };

  /** Sends one machine event as the call (or the clock change) it stands for; answers the stage afterwards. */
  const drive = async (
    investor: SignedUpInvestor,
    event: SyndicationSignUpEvent,
  ): Promise<[SignedUpInvestor, SyndicationStatusAnswer]> => {
    const at = event.type === 'TICK' ? event.now : event.type === 'START' ? clock.now.toISOString() : event.at;
    const current = await logInOn(at, investor);
    const { app } = t();
    if (event.type === 'START') await start(app, current);
    if (event.type === 'ACKNOWLEDGE') await acknowledge(app, current);
    if (event.type === 'NDA_SIGNED') await signTheNda(app, current);
    if (event.type === 'IDENTITY_SUBMITTED') await submitIdentity(app, current);
    if (event.type === 'ACCREDITATION_SUBMITTED') await submitAccreditation(app, current, 'income');
    if (event.type === 'IDENTITY_DECIDED') await decide(current, 'identity', event.decision);
    if (event.type === 'ACCREDITATION_DECIDED') await decide(current, 'accreditation', event.decision);
    return [current, await statusOf(app, current)];
  };

  it('drives paths that visit every resting state of the machine', () => {
    const visited = new Set(PATHS.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    const resting = Object.entries(syndicationSignUpMachine.root.states)
      .filter(([, node]) => node.always === undefined)
      .map(([name]) => name);
    expect([...visited].sort()).toEqual(resting.sort());
  });

  it.each(PATHS.map((path) => [title(path), path] as const))('%s', async (_title, path) => {
    clock.now = new Date(T0);
    let investor: SignedUpInvestor = await signUp(t().app);
    expect((await statusOf(t().app, investor)).stage).toBe('NOT_STARTED');
    for (const step of path.steps.slice(1)) {
      const [next, status] = await drive(investor, step.event as SyndicationSignUpEvent);
      investor = next;
      expect(status.stage, `after ${step.event.type}`).toBe(String(step.state.value));
    }
  });
});
