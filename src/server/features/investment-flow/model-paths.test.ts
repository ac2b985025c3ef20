// Every generated path of the investment flow (model-tests/) driven through the HTTP API against a real database:
// after each call the stored currentStep equals the machine's. Scenarios become funds (fund kind × portal type) and
// investors with the scenario's complete accounts, written through the repositories.
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
      },
      { ...template.settings, portalType: portalType as Scenario['env']['portalType'] },
    );
    slugs.set(key, slug);
  }
  return slugs;
};

type Investor = { cookie: string; accountIds: Map<string, string> };

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
      for (const path of paths) {
        const { cookie, accountIds } = await createInvestor(app, scenario, passwordHash);
        const started = await postJson(app, '/api/submit-step', { portalFundSlug: fund }, { cookie });
        expect(started.statusCode, started.body).toBe(200);
        const transactionIntegrationId: string = started.json().transactionIntegrationId;
        const userId = (await repositoriesOf(app).sessions.resolve(cookie.split('=')[1] ?? ''))?.user.id ?? '';
        for (const [i, step] of path.steps.entries()) {
          if (i === 0) continue;
          const from = path.steps[i - 1]?.state.value as StepId;
          const body = {
            transactionIntegrationId,
            currentStep: from,
            values: valuesFor(from, step.event as FlowEvent, accountIds),
          };
          const response = await postJson(app, '/api/submit-step', body, { cookie });
          expect(response.statusCode, `${pathTitle(path)} at ${from}: ${response.body.slice(0, 300)}`).toBe(200);
          const stored = await repositoriesOf(app).transactions.findOwned(transactionIntegrationId, userId);
          expect(stored?.currentStep, `${pathTitle(path)} after ${from}`).toBe(step.state.value);
          expect(response.json().flash ?? null, pathTitle(path)).toBe(step.state.context.flash);
        }
      }
    }, 300_000);
  });
});
