// Every generated path of the investment flow (model-tests/) driven through the HTTP API against a real database:
// after each call the stored currentStep equals the machine's. Scenarios become funds (fund kind × portal type) and
// investors with the scenario's complete accounts, written through the repositories.
// A scenario's paths share their beginnings: they are walked as a tree, every call of it once. Where the tree forks,
// the first branch goes on with the investor who got there; each other branch takes a new investor whose
// subscription is set to the one stored at the fork (its step, answers and account, as those calls left them), and
// goes on from there through the API. Once a path has reached the signing step (which stores accounts and the profile
// too), a branch walks its whole path again with a new investor instead.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FlowEvent } from '../../../../machines/investment-flow.types';
import { type FlowPath, generateAll, pathTitle, shortestPerStep } from '../../../../model-tests/flow-paths';
import type { Scenario } from '../../../../model-tests/scenarios';
import { valuesFromProfile } from '../../../shared/domain/account-values';
import type { Account } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { StepId } from '../../../shared/domain/steps';
import { demoFunds } from '../../db/seed/demo-funds';
import { hashPassword } from '../../security/password';
import { repositoriesOf } from '../../test/repositories-of';
import { postJson, testBackends, useTestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth-and-accounts/public-api';

/** Paths that are not a prefix of another path: driving them drives every generated path. */
const maximalPaths = (paths: FlowPath[]): FlowPath[] => {
  const drivable = [...shortestPerStep(paths).values()].filter((path) =>
    // SIGNED needs the signature service and STEP_UNREACHABLE a stale stored step: both are tested elsewhere.
    path.steps.every((step) => step.event.type !== 'SIGNED' && step.event.type !== 'STEP_UNREACHABLE'),
  );
  const keys = drivable.map((path) => path.steps.map((step) => JSON.stringify(step.event)).join('|'));
  return drivable.filter((_, i) => !keys.some((key, j) => j !== i && key.startsWith(`${keys[i]}|`)));
};

/** The paths as a tree of calls: a node per distinct beginning, titled after the first path through it. */
type PathTree = { step: FlowPath['steps'][number]; title: string; children: Map<string, PathTree> };

const pathTree = (paths: FlowPath[]): PathTree => {
  const [first] = paths;
  if (!first?.steps[0]) throw new Error('No path to walk');
  const root: PathTree = { step: first.steps[0], title: pathTitle(first), children: new Map() };
  for (const path of paths) {
    let node = root;
    for (const step of path.steps.slice(1)) {
      const key = JSON.stringify(step.event);
      const next = node.children.get(key) ?? { step, title: pathTitle(path), children: new Map() };
      node.children.set(key, next);
      node = next;
    }
  }
  return root;
};

const generated = generateAll().map(({ scenario, paths }) => ({ scenario, paths: maximalPaths(paths) }));

const EARLIER_FUND = 'model-earlier-fund';

/** One fund per scenario fund kind and portal type, open now. */
const createFunds = async (app: FastifyInstance): Promise<Map<string, string>> => {
  const now = new Date();
  const [template] = demoFunds(now);
  if (!template) throw new Error('No demo fund to build on');
  const slugs = new Map<string, string>();
  const seen = [...new Set(generated.map(({ scenario }) => `${scenario.env.fund.slug}|${scenario.env.portalType}`))];
  for (const [index, key] of [`${EARLIER_FUND}|fullQcp`, ...seen].entries()) {
    const [kind = '', portalType = 'fullQcp'] = key.split('|');
    const scenarioFund = generated.find(({ scenario }) => scenario.env.fund.slug === kind)?.scenario.env.fund;
    const slug = kind === EARLIER_FUND ? EARLIER_FUND : `model-${kind}-${portalType}`.toLowerCase();
    await repositoriesOf(app).funds.upsert(
      {
        ...template.fund,
        slug,
        code: `M${index}`,
        name: slug,
        type: scenarioFund?.type ?? 'default',
        carryType: scenarioFund?.carryType ?? null,
        syndicationAssetType: scenarioFund?.syndicationAssetType ?? null,
        collectTaxForms: scenarioFund?.collectTaxForms ?? false,
        identityChecks: scenarioFund?.identityChecks ?? false,
      },
      { ...template.settings, portalType: portalType as Scenario['env']['portalType'] },
    );
    slugs.set(key, slug);
  }
  return slugs;
};

type Investor = { cookie: string; accountIds: Map<string, string> };
/** An investor and the subscription they walk. */
type Walker = Investor & { userId: string; transactionId: string };

/** A new user with a portfolio, and the scenario's complete accounts, each signed on an earlier fund. */
const createInvestor = async (app: FastifyInstance, scenario: Scenario, passwordHash: string): Promise<Investor> => {
  const repos = repositoriesOf(app);
  const email = `model-${crypto.randomUUID()}@example.com`;
  const user = await repos.users.create({
    email,
    passwordHash,
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'investor',
  });
  if (!user) throw new Error('User was not created');
  const cookie = `${SESSION_COOKIE}=${await repos.sessions.create(user.id)}`;
  const created = await postJson(app, '/api/create-user-portfolio', { portalFundSlug: EARLIER_FUND }, { cookie });
  if (created.statusCode !== 200) throw new Error(`Portfolio: ${created.statusCode} ${created.body}`);
  const { firstName, lastName, mobilePhone, preferredName, primaryResidence } = scenario.env.investor;
  await repos.investors.updateProfile(user.id, { firstName, lastName, mobilePhone, preferredName, primaryResidence });
  const accountIds = new Map<string, string>();
  for (const account of scenario.env.investor.accounts as Account[]) {
    const saved = await repos.accounts.create(user.id, account);
    accountIds.set(account.integrationId, saved.integrationId);
    await repos.transactions.create(
      user.id,
      EARLIER_FUND,
      valuesFromProfile(scenario.env.investor),
      {
        accountIntegrationId: saved.integrationId,
        subscriptionAgreementDate: '2025-05-01T15:00:00.000Z',
      },
      'MID_CLOSING',
    );
  }
  return { cookie, accountIds };
};

/** The request body values for a machine event on a step. */
const valuesFor = (step: StepId, event: FlowEvent, accountIds: Map<string, string>): Partial<FlowValues> => {
  if (event.type === 'EDIT') return { isMoiEditModeSelected: true };
  if (event.type !== 'SUBMIT' || step === 'CONFIRM_MOI') return {};
  const id = event.values.accountIntegrationId;
  return id ? { ...event.values, accountIntegrationId: accountIds.get(id) ?? id } : event.values;
};

describe.each(testBackends())('model paths through the API on %s', (backend) => {
  const running = useTestApp(backend);
  let fundSlugs = new Map<string, string>();
  let passwordHash = '';

  beforeAll(async () => {
    fundSlugs = await createFunds(running().app);
    passwordHash = await hashPassword('model-paths-password');
  }, 120_000);

  describe.each(generated)('$scenario.title', ({ scenario, paths }) => {
    it(`stores the machine's step after every call of ${paths.length} paths`, async () => {
      const { app } = running();
      const fund = fundSlugs.get(`${scenario.env.fund.slug}|${scenario.env.portalType}`);
      const repos = repositoriesOf(app);

      /** A new investor with the subscription started through the API, at the machine's first state. */
      const newWalker = async (): Promise<Walker> => {
        const investor = await createInvestor(app, scenario, passwordHash);
        const started = await postJson(app, '/api/submit-step', { portalFundSlug: fund }, investor);
        expect(started.statusCode, started.body).toBe(200);
        const userId = (await repos.sessions.resolve(investor.cookie.split('=')[1] ?? ''))?.user.id ?? '';
        return { ...investor, userId, transactionId: started.json().transactionIntegrationId };
      };

      /** One call: the event of `to` sent on `from`, and the stored step and flash the machine says. */
      const call = async (
        walker: Walker,
        from: FlowPath['steps'][number],
        to: FlowPath['steps'][number],
        title: string,
      ) => {
        const step = from.state.value as StepId;
        const body = {
          transactionIntegrationId: walker.transactionId,
          currentStep: step,
          values: valuesFor(step, to.event as FlowEvent, walker.accountIds),
        };
        const response = await postJson(app, '/api/submit-step', body, walker);
        expect(response.statusCode, `${title} at ${step}: ${response.body.slice(0, 300)}`).toBe(200);
        const stored = await repos.transactions.findOwned(walker.transactionId, walker.userId);
        expect(stored?.currentStep, `${title} after ${step}`).toBe(to.state.value);
        expect(response.json().flash ?? null, title).toBe(to.state.context.flash);
      };

      /** A new investor whose subscription is the one `walker` has stored now, its own account in place of theirs. */
      const branchOf = async (walker: Walker): Promise<Walker> => {
        const [stored, branch] = await Promise.all([
          repos.transactions.findOwned(walker.transactionId, walker.userId),
          newWalker(),
        ]);
        const start = await repos.transactions.findOwned(branch.transactionId, branch.userId);
        if (!stored || !start) throw new Error('No transaction to branch from');
        const scenarioIdOf = new Map([...walker.accountIds].map(([scenarioId, id]) => [id, scenarioId]));
        const own = (id: string | null) =>
          id === null ? null : (branch.accountIds.get(scenarioIdOf.get(id) ?? '') ?? id);
        await repos.flowSteps.advance({
          from: start,
          userId: branch.userId,
          currentStep: stored.currentStep,
          values: { ...stored.values, accountIntegrationId: own(stored.values.accountIntegrationId) },
          patch: {
            accountIntegrationId: own(stored.transaction.accountIntegrationId),
            isExistingAccountSelected: stored.transaction.isExistingAccountSelected,
            iraRequestedDate: stored.transaction.iraRequestedDate,
          },
          authors: {},
        });
        return branch;
      };

      /** A new investor who walks the calls from the first state to the trail's end again. */
      const walkedAgain = async (trail: PathTree[], title: string): Promise<Walker> => {
        const walker = await newWalker();
        for (const [i, node] of trail.entries()) {
          const before = trail[i - 1];
          if (before) await call(walker, before.step, node.step, title);
        }
        return walker;
      };

      /** Every call below `node`, `walker`'s subscription standing at it; `trail`: the nodes from the root to it. */
      const walk = async (walker: Walker, node: PathTree, trail: PathTree[]): Promise<void> => {
        const [first, ...others] = [...node.children.values()];
        if (!first) return;
        const hasReachedSigning = trail.some((passed) => passed.step.state.value === 'DOCUMENT_SIGNED');
        // The other branches start from the subscription as it stands here, before the first branch changes it.
        const branches = await Promise.all(
          others.map(() => (trail.length === 1 ? newWalker() : hasReachedSigning ? undefined : branchOf(walker))),
        );
        await call(walker, node.step, first.step, first.title);
        await walk(walker, first, [...trail, first]);
        for (const [i, other] of others.entries()) {
          const on = branches[i] ?? (await walkedAgain(trail, other.title));
          await call(on, node.step, other.step, other.title);
          await walk(on, other, [...trail, other]);
        }
      };

      const root = pathTree(paths);
      await walk(await newWalker(), root, [root]);
    }, 300_000);
  });
});
