import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signerIdOfLinkToken } from '../../shared/api/signing';
import { seedFunds } from '../features/investment-flow/testing/flow-fixtures';
import {
  jointAtSigning,
  linkTokenIn,
  mailTo,
  openLink,
  signAsInvestor,
} from '../features/signing/testing/signing-fixtures';
import { countHit } from '../plugins/rate-limit-store';
import { DEFAULT_SESSION_LIMITS } from '../security/session-limits';
import { repositoriesOf } from '../test/repositories-of';
import { signUp, testBackends, useTestApp } from '../test/test-app';
import { pruneExpired } from './prune';
import { rateLimitHits } from './schema/operations';
import { signerSessions, signingLinks } from './schema/signing';
import { loginChallenges, sessions } from './schema/users';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(testBackends())('pruning on %s', (backend) => {
  // Sessions as the portal ends them (30 minutes idle, 12 hours in all), not the lasting ones other tests keep.
  const t = useTestApp(backend, { sessionLimits: DEFAULT_SESSION_LIMITS });

  it('removes expired sessions and finished rate-limit windows, and keeps live ones', async () => {
    const { app, database } = t();
    await signUp(app);
    await countHit(database.db, 'test:short', 1_000, new Date());
    await countHit(database.db, 'test:long', 60 * 60_000, new Date());
    await pruneExpired(database.db, new Date(Date.now() + 10_000));
    expect(await database.db.select().from(sessions)).toHaveLength(1);
    const keys = (await database.db.select().from(rateLimitHits)).map((r) => r.key);
    expect(keys.filter((key) => key.startsWith('test:'))).toEqual(['test:long']);
    await pruneExpired(database.db, new Date(Date.now() + 30 * 24 * 60 * 60_000));
    expect(await database.db.select().from(sessions)).toHaveLength(0);
  });

  it('removes logins that waited past their five minutes for a second factor, and keeps a waiting one', async () => {
    const { app, database } = t();
    const { userId } = await signUp(app);
    await repositoriesOf(app).secondFactors.createChallenge(userId, new Date(Date.now() - 1_000));
    await repositoriesOf(app).secondFactors.createChallenge(userId, new Date(Date.now() + 5 * 60_000));
    await pruneExpired(database.db, new Date());
    const left = await database.db.select().from(loginChallenges).where(eq(loginChallenges.userId, userId));
    expect(left).toHaveLength(1);
    expect(left[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe.each(testBackends())('pruning co-signer links and sessions on %s', (backend) => {
  const clock = { offsetMs: 0 };
  const t = useTestApp(backend, { now: () => new Date(Date.now() + clock.offsetMs) });
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  /** A joint subscription the investor signed: the co-signer's invitation link, as issued at `clock`. */
  const invitedCoSigner = async () => {
    const { app, smtp } = t();
    const investor = await jointAtSigning(app);
    await signAsInvestor(app, investor);
    const token = linkTokenIn(await mailTo(smtp, investor.coSignerEmail ?? '', /Subject: Please sign/));
    return { token, signerId: signerIdOfLinkToken(token) ?? '' };
  };

  const rowsOf = async (signerIds: string[]) => {
    const { db } = t().database;
    const links = await db.select().from(signingLinks).where(inArray(signingLinks.signerId, signerIds));
    const live = await db.select().from(signerSessions).where(inArray(signerSessions.signerId, signerIds));
    return { links: links.map((l) => l.signerId).sort(), sessions: live.map((s) => s.signerId).sort() };
  };

  it('removes expired co-signer sessions, and links past their 14 days unless a session opened from one lasts', async () => {
    const { app, database } = t();
    const start = Date.now();
    clock.offsetMs = 0;
    const unopened = await invitedCoSigner();
    const opened = await invitedCoSigner();
    expect((await openLink(app, opened.token)).statusCode).toBe(200);
    // Opened a minute before the link expires: the session outlives the link by almost two hours.
    const late = await invitedCoSigner();
    clock.offsetMs = 14 * DAY - 60_000;
    expect((await openLink(app, late.token)).statusCode).toBe(200);
    const ids = [unopened.signerId, opened.signerId, late.signerId];
    const all = [...ids].sort();

    await pruneExpired(database.db, new Date(start + HOUR));
    expect(await rowsOf(ids)).toEqual({ links: all, sessions: [opened.signerId, late.signerId].sort() });

    await pruneExpired(database.db, new Date(start + 3 * HOUR));
    expect(await rowsOf(ids)).toEqual({ links: all, sessions: [late.signerId] });

    await pruneExpired(database.db, new Date(start + 14 * DAY + HOUR));
    expect(await rowsOf(ids)).toEqual({ links: [late.signerId], sessions: [late.signerId] });

    await pruneExpired(database.db, new Date(start + 14 * DAY + 3 * HOUR));
    expect(await rowsOf(ids)).toEqual({ links: [], sessions: [] });
  });
});
