import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../../../shared/api/admin-audit';
import { isGuardedWrite } from '../impersonation/impersonation-guard';
import { describeActivity, toAccountActivity } from './account-activity';

const entry = (action: string, details: Record<string, unknown> = {}): AuditEntryView => ({
  id: 1,
  at: '2026-03-08T15:30:00.000Z',
  action,
  actor: { id: 'a', email: 'admin@investor-portal.local' },
  impersonated: { id: 'i', email: 'ada@example.com' },
  target: null,
  details,
  seq: 1,
});

describe("the investor's activity page", () => {
  it.each([
    [entry('impersonation.start', { allowsEdits: false }), 'An administrator opened your account to view it.'],
    [
      entry('impersonation.start', { allowsEdits: true }),
      'An administrator opened your account, allowed to make changes for you.',
    ],
    [entry('impersonation.edits-confirmed'), 'An administrator was allowed to make changes for you.'],
    [entry('impersonation.stop'), 'An administrator left your account.'],
    [entry('POST /api/submit-step', { statusCode: 200 }), 'An administrator saved a step of your subscription.'],
    [
      entry('POST /api/submit-step', { statusCode: 403 }),
      'An administrator tried to act for you (POST /api/submit-step); it was refused.',
    ],
    [entry('POST /api/other', { statusCode: 200 }), 'An administrator made a change (POST /api/other).'],
  ])('describes %j', (given, expected) => {
    expect(describeActivity(given)).toBe(expected);
  });

  it('names the administrator by e-mail', () => {
    expect(toAccountActivity([entry('impersonation.stop')])).toEqual([
      {
        id: 1,
        at: '2026-03-08T15:30:00.000Z',
        description: 'An administrator left your account.',
        adminEmail: 'admin@investor-portal.local',
      },
    ]);
  });
});

describe('what acting as an investor may change', () => {
  it.each([
    ['POST', '/api/submit-step', true],
    ['POST', '/api/update-investment', true],
    ['POST', '/api/create-user-portfolio', true],
    ['GET', '/api/user-investments', false],
    ['POST', '/api/admin/impersonate/stop', false],
    ['POST', '/api/logout', false],
    ['POST', '/api/signing/sign', false],
  ])('%s %s needs confirmed edits: %s', (method, path, expected) => {
    expect(isGuardedWrite(method, path)).toBe(expected);
  });
});
