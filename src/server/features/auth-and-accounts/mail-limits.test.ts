// docs/security.md 'Limits': a request that sends an e-mail counts against the account that asks and against the
// address it goes to; public data-room copies count against the reader's network address and are made once a minute.
import { beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, getJson, postJson, signUp, testBackends, useTestApp } from '../../test/test-app';
import { roomOf } from '../data-room/testing/data-room-fixtures';
import { FUNDS, seedFunds } from '../investment-flow/testing/flow-fixtures';
import { TOO_MANY_MAILS } from './throttle';

const HOUR = 3_600_000;
/** A clock a millisecond on at every reading, all within one minute: copies made apart would differ in their time. */
let tick = Date.parse('2026-11-29T10:00:00Z');
const now = () => {
  tick += 1;
  return new Date(tick);
};

describe.each(testBackends())('limits on e-mails and public reads on %s', (backend) => {
  const t = useTestApp(backend, {
    now,
    rateLimits: {
      ...GENEROUS_RATE_LIMITS,
      mailPerAccount: { max: 4, timeWindowMs: HOUR },
      mailPerRecipient: { max: 2, timeWindowMs: HOUR },
      publicReadsPerAddress: { max: 3, timeWindowMs: HOUR },
    },
  });

  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const mailsTo = (address: string) => t().smtp.messages.filter((m) => m.to.includes(address)).length;

  it('stops an account inviting delegate after delegate, with a message and nothing sent past the limit', async () => {
    const investor = await signUp(t().app);
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await postJson(
        t().app,
        '/api/account/delegates',
        { email: `adviser.${i}@example.com`, scope: 'all' },
        investor,
      );
      answers.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(TOO_MANY_MAILS);
    }
    expect(answers).toEqual([201, 201, 201, 201, 429, 429]);
    const { delegates } = (await getJson(t().app, '/api/account/delegates', investor)).json();
    expect(delegates).toHaveLength(4);
    expect(mailsTo('adviser.4@example.com') + mailsTo('adviser.5@example.com')).toBe(0);
  });

  it('stops mail to one address whoever asks: a third invitation to the same person is refused', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const investor = await signUp(t().app);
      answers.push(
        (await postJson(t().app, '/api/account/delegates', { email: 'popular@example.com', scope: 'all' }, investor))
          .statusCode,
      );
    }
    expect(answers).toEqual([201, 201, 429]);
    expect(mailsTo('popular@example.com')).toBe(2);
  });

  it('limits a visitor’s reads of public documents by address, and makes each public copy once a minute', async () => {
    const { app } = t();
    const room = await roomOf(app, FUNDS.promotedVenture);
    const document = room.documents.find((d) => d.accessLevel === 'public');
    expect(document).toBeDefined();
    const read = () => getJson(app, `/api/fund/${FUNDS.promotedVenture}/data-room/documents/${document?.id}`);
    const [first, second] = [await read(), await read()];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await read()).statusCode).toBe(200);
    const refused = await read();
    expect(refused.statusCode).toBe(429);
    expect(typeof refused.json().message).toBe('string');
  });
});
