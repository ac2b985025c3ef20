// The fund dashboard and the funnel (docs/admin.md 'Fund dashboard', 'Funnel') on a history written with known times:
// subscriptions and their step changes as the audit trail's trigger records them.
import { readFileSync } from 'node:fs';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FundDashboardAnswer, FundFunnelAnswer } from '../../../../shared/api/admin-fund-operations';
import type { PipelineRow } from '../../../../shared/api/admin-pipeline';
import { funnelChanges, stepStays } from '../../../db/schema/back-office';
import { auditLog } from '../../../db/schema/operations';
import { transactions } from '../../../db/schema/transactions';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { investorOnFund, seedFunds, walkTo } from '../../investment-flow/testing/flow-fixtures';
import { type AdminSession, logInAdmin, validFundInput } from '../testing/admin-fixtures';
import { insertPipelineCase, type PipelineCase } from '../testing/pipeline-fixtures';
import { easternDayRange } from './eastern-days';
import { createFundFunnelRepository, funnelFoldSql } from './fund-funnel-repository';

const NOW = new Date('2026-03-20T16:00:00Z');
const HOUR = 3_600_000;
const utc = (iso: string) => new Date(iso);
const later = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR);

type History = { name: string; created: Date; lastChange: Date; steps: [string, number][]; row: PipelineCase['row'] };

/** Each subscription's stays as [step, hours after its start], written as the trigger writes step changes. */
const HISTORY: History[] = [
  {
    // Left at MOI_TYPE on March 2: abandoned after 14 days.
    name: 'A',
    created: utc('2026-03-02T15:00:00Z'),
    lastChange: later(utc('2026-03-02T15:00:00Z'), 3),
    steps: [
      ['INITIAL', 0],
      ['INTL_INVESTOR', 1],
      ['MOI_TYPE', 3],
    ],
    row: { currentStep: 'MOI_TYPE', amount: 1_000_000 },
  },
  {
    // Went back once (Previous), resting at MOI_TYPE since March 10.
    name: 'B',
    created: utc('2026-03-10T14:00:00Z'),
    lastChange: later(utc('2026-03-10T14:00:00Z'), 6),
    steps: [
      ['INITIAL', 0],
      ['INTL_INVESTOR', 2],
      ['MOI_TYPE', 3],
      ['INTL_INVESTOR', 4],
      ['MOI_TYPE', 6],
    ],
    row: { currentStep: 'MOI_TYPE' },
  },
  {
    name: 'C',
    created: utc('2026-03-05T15:00:00Z'),
    lastChange: later(utc('2026-03-05T15:00:00Z'), 5),
    steps: [
      ['INITIAL', 0],
      ['INTL_INVESTOR', 1],
      ['MOI_TYPE', 2],
      ['ACCREDITED_INVESTOR', 4],
      ['INVALID_INVESTOR_STATUS', 5],
    ],
    row: { currentStep: 'INVALID_INVESTOR_STATUS', amount: 500_000 },
  },
  {
    name: 'D',
    created: utc('2026-03-12T14:00:00Z'),
    lastChange: utc('2026-03-13T15:00:00Z'),
    steps: [
      ['INITIAL', 0],
      ['INTL_INVESTOR', 4],
      ['MOI_TYPE', 5],
      ['DOCUMENT_SIGNED', 8],
      ['MID_CLOSING', 10],
    ],
    row: {
      currentStep: 'MID_CLOSING',
      amount: 5_000_000,
      subscriptionAgreementDate: utc('2026-03-13T15:00:00Z'),
      isApproved: true,
    },
  },
  {
    // Started before the range: on the dashboard, not in the funnel.
    name: 'E',
    created: utc('2026-02-20T15:00:00Z'),
    lastChange: utc('2026-02-20T15:00:00Z'),
    steps: [['INITIAL', 0]],
    row: { currentStep: 'INITIAL', amount: 1_000_000 },
  },
  {
    // Declined, no step change on record: its first stay is its current step.
    name: 'F',
    created: utc('2026-03-15T14:00:00Z'),
    lastChange: utc('2026-03-15T14:00:00Z'),
    steps: [['DOCUMENT_SIGNED', 0]],
    row: { currentStep: 'DOCUMENT_SIGNED', amount: 2_000_000, rejectionDate: utc('2026-03-15T18:00:00Z') },
  },
  {
    // Started at 10 pm Eastern on March 2 (03:00 UTC on the 3rd); funded.
    name: 'G',
    created: utc('2026-03-03T03:00:00Z'),
    lastChange: utc('2026-03-04T15:00:00Z'),
    steps: [['MID_CLOSING', 0]],
    row: {
      currentStep: 'MID_CLOSING',
      amount: 3_000_000,
      subscriptionAgreementDate: utc('2026-03-03T15:00:00Z'),
      fundsTransferDate: utc('2026-03-04T15:00:00Z'),
      isApproved: true,
    },
  },
];

describe.each(testBackends())('the fund dashboard and funnel on %s', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  let admin: AdminSession;
  let slug: string;

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    admin = await logInAdmin(app);
    const input = validFundInput({ commitmentDeadline: '04/15/2026 05:00 pm', targetAmount: 20_000_000 });
    slug = input.fund.slug;
    expect((await postJson(app, '/api/admin/funds', input, admin)).statusCode).toBe(201);
    const { db } = app.deps;
    for (const [index, h] of HISTORY.entries()) {
      const id = await insertPipelineCase(
        db,
        slug,
        { name: h.name, row: { ...h.row, createdAt: h.created, updatedAt: h.lastChange } },
        index,
      );
      const changes = h.steps.slice(1).map(([toStep, hours], i) => ({
        action: 'answers.changed',
        target: id,
        at: later(h.created, hours),
        details: { fundSlug: slug, fields: [], fromStep: h.steps[i]?.[0], toStep },
      }));
      if (changes.length > 0) await db.insert(auditLog).values(changes);
    }
  });

  const dashboard = async (query = '') => {
    const response = await getJson(t().app, `/api/admin/funds/${slug}/dashboard${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FundDashboardAnswer;
  };
  const funnel = async (query: string) => {
    const response = await getJson(t().app, `/api/admin/funds/${slug}/funnel${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FundFunnelAnswer;
  };

  it('counts and sums every subscription by status, as the pipeline names them', async () => {
    const answer = await dashboard('?from=2026-03-01&to=2026-03-20');
    const figures = Object.fromEntries(answer.statuses.map((s) => [s.status, [s.count, s.amount]]));
    expect(figures).toEqual({
      inProgress: [3, 2_000_000],
      notEligible: [1, 500_000],
      waitlisted: [0, 0],
      awaitingCoSigners: [0, 0],
      changesRequested: [0, 0],
      underReview: [0, 0],
      awaitingCountersignature: [1, 5_000_000],
      awaitingFunds: [0, 0],
      funded: [1, 3_000_000],
      complete: [0, 0],
      declined: [1, 2_000_000],
      withdrawn: [0, 0],
    });
    expect(answer.subscriptions).toBe(7);
    const rows: PipelineRow[] = (await getJson(t().app, `/api/admin/funds/${slug}/pipeline`, admin)).json().rows;
    for (const { status, count } of answer.statuses) {
      expect(rows.filter((row) => row.status === status).length, status).toBe(count);
    }
  });

  it('totals committed, signed, approved, funded and declined against the target', async () => {
    const answer = await dashboard();
    expect(answer.totals).toEqual({
      committed: { count: 5, amount: 10_000_000 },
      signed: { count: 2, amount: 8_000_000 },
      approved: { count: 2, amount: 8_000_000 },
      funded: { count: 1, amount: 3_000_000 },
      declined: { count: 1, amount: 2_000_000 },
    });
    expect(answer.fund).toMatchObject({ slug, targetAmount: 20_000_000, maximumInvestmentAmount: 200_000_000 });
    // 5:00 pm Eastern daylight time.
    expect(answer.deadlines.find((d) => d.label === 'Commitment deadline')?.at).toBe('2026-04-15T21:00:00.000Z');
  });

  it('gives commitments and signatures for every Eastern day of the range', async () => {
    const { daily } = await dashboard('?from=2026-03-01&to=2026-03-20');
    expect(daily.days).toHaveLength(20);
    expect(daily.days[0]?.day).toBe('2026-03-01');
    const busy = daily.days.filter((d) => d.commitments > 0 || d.signatures > 0);
    expect(busy).toEqual([
      { day: '2026-03-02', commitments: 2, commitmentAmount: 4_000_000, signatures: 0, signedAmount: 0 },
      { day: '2026-03-03', commitments: 0, commitmentAmount: 0, signatures: 1, signedAmount: 3_000_000 },
      { day: '2026-03-05', commitments: 1, commitmentAmount: 500_000, signatures: 0, signedAmount: 0 },
      { day: '2026-03-10', commitments: 1, commitmentAmount: 0, signatures: 0, signedAmount: 0 },
      { day: '2026-03-12', commitments: 1, commitmentAmount: 5_000_000, signatures: 0, signedAmount: 0 },
      { day: '2026-03-13', commitments: 0, commitmentAmount: 0, signatures: 1, signedAmount: 5_000_000 },
      { day: '2026-03-15', commitments: 1, commitmentAmount: 2_000_000, signatures: 0, signedAmount: 0 },
    ]);
    // The default range: the 30 days up to today in Eastern time.
    const byDefault = await dashboard();
    expect([byDefault.daily.from, byDefault.daily.to, byDefault.daily.days.length]).toEqual([
      '2026-02-19',
      '2026-03-20',
      30,
    ]);
  });

  it('counts who entered each state, who rests there, the median stay and the moves along the machine’s edges', async () => {
    const answer = await funnel('?from=2026-03-01&to=2026-03-20&idleDays=14');
    expect(answer.subscriptions).toBe(6);
    expect(answer.mediansAreEstimates).toBe(false);
    const state = (id: string) => answer.states.find((s) => s.id === id);
    const figures = (id: string) => {
      const s = state(id);
      return [s?.entered, s?.restingNow, s?.abandoned, s?.medianSeconds];
    };
    expect(figures('INITIAL')).toEqual([4, 0, 0, 1.5 * 3600]);
    expect(figures('INTL_INVESTOR')).toEqual([4, 0, 0, 3600]);
    expect(figures('MOI_TYPE')).toEqual([4, 2, 1, 2 * 3600]);
    expect(figures('ACCREDITED_INVESTOR')).toEqual([1, 0, 0, 3600]);
    expect(figures('DOCUMENT_SIGNED')).toEqual([2, 1, 0, 2 * 3600]);
    expect(figures('MID_CLOSING')).toEqual([2, 2, 0, null]);
    expect(figures('INVALID_INVESTOR_STATUS')).toEqual([1, 1, 0, null]);
    expect(figures('SSN_TAX_ID')).toEqual([0, 0, 0, null]);
    const edge = (from: string, to: string) => answer.edges.find((e) => e.from === from && e.to === to);
    expect(edge('INITIAL', 'INTL_INVESTOR')?.taken).toBe(4);
    expect(edge('INTL_INVESTOR', 'MOI_TYPE')?.taken).toBe(5);
    expect(edge('ACCREDITED_INVESTOR', 'INVALID_INVESTOR_STATUS')?.taken).toBe(1);
    expect(edge('DOCUMENT_SIGNED', 'MID_CLOSING')).toMatchObject({ taken: 1, events: ['SIGNED'] });
    expect(edge('MOI_TYPE', 'SSN_TAX_ID')?.taken).toBe(0);
    expect(answer.otherMoves).toEqual([
      { from: 'MOI_TYPE', to: 'ACCREDITED_INVESTOR', taken: 1 },
      { from: 'MOI_TYPE', to: 'DOCUMENT_SIGNED', taken: 1 },
      { from: 'MOI_TYPE', to: 'INTL_INVESTOR', taken: 1 },
    ]);
    expect(answer.exits.abandoned).toBe(1);
    expect(answer.exits.endScreens.find((e) => e.id === 'INVALID_INVESTOR_STATUS')?.count).toBe(1);
    expect(answer.exits.endScreens.find((e) => e.id === 'MID_CLOSING')?.count).toBe(2);
  });

  it('leads with the lifecycle stages: who reached each one, with their amounts, and the declined apart', async () => {
    const answer = await funnel('?from=2026-03-01&to=2026-03-20');
    expect(answer.stages.map((s) => [s.stage, s.label, s.count, s.amount])).toEqual([
      // A, B (no amount), C, D, F and G started in the range.
      ['inProgress', 'Started', 6, 11_500_000],
      // D (approved) and G (funded) signed; nobody else got that far.
      ['awaitingCoSigners', 'Signed by the investor', 2, 8_000_000],
      ['underReview', 'Signed by everyone', 2, 8_000_000],
      ['approved', 'Approved', 2, 8_000_000],
      // G's funds came; a funded subscription counts as countersigned on the way.
      ['awaitingFunds', 'Countersigned', 1, 3_000_000],
      ['funded', 'Funded', 1, 3_000_000],
      ['complete', 'Complete', 0, 0],
    ]);
    expect(answer.stageExits).toEqual({
      declined: { count: 1, amount: 2_000_000 },
      withdrawn: { count: 0, amount: 0 },
    });
  });

  it('counts as abandoned whoever rests longer than the idle days asked for', async () => {
    const answer = await funnel('?from=2026-03-01&to=2026-03-20&idleDays=7');
    expect(answer.states.find((s) => s.id === 'MOI_TYPE')?.abandoned).toBe(2);
    expect(answer.exits.abandoned).toBe(2);
    expect(answer.range).toEqual({ from: '2026-03-01', to: '2026-03-20', idleDays: 7 });
    const narrow = await funnel('?from=2026-03-10&to=2026-03-10');
    expect(narrow.subscriptions).toBe(1);
    expect(narrow.states.find((s) => s.id === 'INITIAL')?.entered).toBe(1);
  });

  it('draws every state and transition of the machine, whatever the range', async () => {
    const answer = await funnel('?from=2026-01-01&to=2026-01-31');
    expect(answer.subscriptions).toBe(0);
    expect(answer.states.map((s) => s.id)).toContain('SPOUSE_NAME_EMAIL');
    expect(answer.states.find((s) => s.id === 'INITIAL')).toMatchObject({ layer: 0, isFinal: false });
    expect(answer.states.find((s) => s.id === 'MID_CLOSING')?.isFinal).toBe(true);
    expect(answer.edges.length).toBeGreaterThan(50);
    expect(answer.edges.every((e) => e.taken === 0)).toBe(true);
  });

  it.each([
    ['?from=2026-02-30&to=2026-03-20', 400, 'from'],
    ['?from=2026-03-20&to=2026-03-01', 400, 'to'],
    ['?from=2026-03-01&to=2026-03-20&idleDays=0', 400, 'idleDays'],
  ])('refuses the range %s with the form’s message', async (query, status, field) => {
    const response = await getJson(t().app, `/api/admin/funds/${slug}/funnel${query}`, admin);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      message: 'Please check the dates.',
      fields: { [field]: expect.any(String) },
    });
    expect(
      (await getJson(t().app, `/api/admin/funds/${slug}/dashboard${query.replace(/&idleDays=\d+/, '&to=x')}`, admin))
        .statusCode,
    ).toBe(400);
  });

  it.each(['?idleDays=abc', '?from=March', '?to=2026-03-200'])('refuses a malformed query %s', async (query) => {
    const response = await getJson(t().app, `/api/admin/funds/${slug}/funnel${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 404 for a fund that does not exist', async () => {
    for (const page of ['dashboard', 'funnel']) {
      const response = await getJson(t().app, `/api/admin/funds/no-such-fund/${page}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Fund not found.');
    }
  });

  it('records a step change without new answers (Previous), so the funnel sees the way back', async () => {
    const { app } = t();
    const investor = await investorOnFund(app, slug);
    await walkTo(app, investor, 'MOI_TYPE');
    const back = await postJson(
      app,
      '/api/previous-step',
      { transactionIntegrationId: investor.transactionId, currentStep: 'MOI_TYPE' },
      { cookie: investor.cookie },
    );
    expect(back.statusCode, back.body).toBe(200);
    const entries = await app.deps.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.target, investor.transactionId));
    const moves = entries.map((e) => `${String(e.details.fromStep)}→${String(e.details.toStep)}`);
    expect(moves).toContain('MOI_TYPE→INTL_INVESTOR');
    const [row] = await app.deps.db
      .select({ createdAt: transactions.createdAt })
      .from(transactions)
      .where(eq(transactions.id, investor.transactionId));
    // The range is in Eastern days: the subscription's UTC day, or the day before it (up to 5 a.m. UTC).
    const startedAt = row?.createdAt ?? new Date();
    const day = startedAt.toISOString().slice(0, 10);
    const dayBefore = new Date(startedAt.getTime() - 86_400_000).toISOString().slice(0, 10);
    const answer = await funnel(`?from=${dayBefore}&to=${day}`);
    expect(answer.subscriptions).toBeGreaterThanOrEqual(1);
    expect(answer.otherMoves).toContainEqual({ from: 'MOI_TYPE', to: 'INTL_INVESTOR', taken: 1 });
  });

  it('derives in its migration the same stays from the recorded history as its triggers keep', async () => {
    const { db } = t().app.deps;
    const migration = readFileSync(new URL('../../../db/migrations/0022_step_stays.sql', import.meta.url), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((part) => part.includes('INSERT INTO "step_stays"') && part.includes('WITH visits'));
    if (!backfill) throw new Error('No backfill in migration 0022');
    const { id: _id, ...columns } = getTableColumns(stepStays);
    const stays = () =>
      db
        .select(columns)
        .from(stepStays)
        .orderBy(asc(stepStays.transactionId), asc(stepStays.enteredAt), asc(stepStays.step));
    const kept = await stays();
    // Every subscription of the history above (started before NOW; a later test's walk starts today) has a stay per
    // step it was at.
    expect(kept.filter((s) => s.fundSlug === slug && s.cohortAt < NOW).length).toBe(
      HISTORY.reduce((n, h) => n + h.steps.length, 0),
    );
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from step_stays`);
      await tx.execute(sql.raw(backfill));
    });
    expect(await stays()).toEqual(kept);
  });

  it('keeps the funnel’s counts by day as the stays count them, as stays open, end and go with their subscription', async () => {
    const { db } = t().app.deps;
    // A subscription that moves twice and is then removed: its stays open, end and are deleted with it.
    const gone = await insertPipelineCase(
      db,
      slug,
      { name: 'Removed Later', row: { createdAt: utc('2026-03-04T15:00:00Z') } },
      90,
    );
    await db.insert(auditLog).values(
      [
        ['INITIAL', 'INTL_INVESTOR', '2026-03-04T16:00:00Z'],
        ['INTL_INVESTOR', 'MOI_TYPE', '2026-03-04T18:30:00Z'],
      ].map(([fromStep, toStep, at]) => ({
        action: 'answers.changed',
        target: gone,
        at: utc(at ?? ''),
        details: { fundSlug: slug, fields: [], fromStep, toStep },
      })),
    );
    const withGone = await funnel('?from=2026-03-01&to=2026-03-20');
    expect(withGone.subscriptions).toBe(7);
    expect(withGone.edges.find((e) => e.from === 'INITIAL' && e.to === 'INTL_INVESTOR')?.taken).toBe(5);
    await db.delete(transactions).where(eq(transactions.id, gone));
    const withoutGone = await funnel('?from=2026-03-01&to=2026-03-20');
    expect(withoutGone.subscriptions).toBe(6);
    expect(withoutGone.edges.find((e) => e.from === 'INITIAL' && e.to === 'INTL_INVESTOR')?.taken).toBe(4);
    // Every change noted for the fund has been folded into its counts by the funnel's reading.
    expect(await db.$count(funnelChanges, eq(funnelChanges.fundSlug, slug))).toBe(0);
    const counted = async () => {
      const days = await db.execute(sql`select fund_slug, day::text, step, came_from, visits, first_visits
        from funnel_days where visits <> 0 or first_visits <> 0 order by 1, 2, 3, 4`);
      const lengths = await db.execute(sql`select fund_slug, day::text, step, bucket, stays
        from funnel_stay_lengths where stays <> 0 order by 1, 2, 3, 4`);
      const rows = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? result) as unknown[];
      return { days: rows(days), lengths: rows(lengths) };
    };
    // Other funds' changes (the walks of earlier tests) folded too, so that every count is complete.
    const pending = await db.selectDistinct({ fundSlug: funnelChanges.fundSlug }).from(funnelChanges);
    for (const { fundSlug } of pending) await db.execute(funnelFoldSql(fundSlug));
    const kept = await counted();
    expect(kept.days.length).toBeGreaterThan(10);
    expect(kept.lengths.length).toBeGreaterThan(10);
    // The migration's own derivation from the stays, which the triggers must agree with row for row.
    const migration = readFileSync(new URL('../../../db/migrations/0024_funnel_rollups.sql', import.meta.url), 'utf8');
    const backfills = migration
      .split('--> statement-breakpoint')
      .filter((part) => /INSERT INTO "funnel_(days|stay_lengths)"/.test(part) && part.includes('FROM "step_stays"'));
    expect(backfills).toHaveLength(2);
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from funnel_days`);
      await tx.execute(sql`delete from funnel_stay_lengths`);
      for (const backfill of backfills) await tx.execute(sql.raw(backfill));
    });
    expect(await counted()).toEqual(kept);
  });

  it('reads the median stay from the lengths’ buckets when the range holds too many stays to sort', async () => {
    const { db } = t().app.deps;
    const range = {
      fundSlug: slug,
      ...easternDayRange('2026-03-01', '2026-03-20'),
      idleSince: new Date(NOW.getTime() - 14 * 24 * HOUR),
    };
    const { rows: exact, mediansAreEstimates: exactAreEstimates } = await createFundFunnelRepository(db).figures(range);
    const { rows: bucketed, mediansAreEstimates } = await createFundFunnelRepository(db, {
      exactMediansUpTo: 0,
    }).figures(range);
    expect([exactAreEstimates, mediansAreEstimates]).toEqual([false, true]);
    const states = (rows: typeof exact) =>
      rows.filter((row) => row.kind === 'state').sort((a, b) => (a.step ?? '').localeCompare(b.step ?? ''));
    expect(states(bucketed).map((row) => [row.step, row.n])).toEqual(states(exact).map((row) => [row.step, row.n]));
    const medians = states(exact).filter((row) => row.median !== null);
    expect(medians.length).toBeGreaterThan(3);
    for (const row of medians) {
      const estimate = states(bucketed).find((other) => other.step === row.step)?.median ?? 0;
      // Within half a bucket (a tenth of a doubling) of the exact median, on either side.
      expect(Math.abs(estimate / (row.median ?? 1) - 1), `${row.step}: ${estimate} for ${row.median}`).toBeLessThan(
        0.036,
      );
    }
    expect(bucketed.filter((row) => row.kind !== 'state')).toEqual(exact.filter((row) => row.kind !== 'state'));
  });
});
