import { describe, expect, it } from 'vitest';
import type { Visitor } from '../../lib/api/api-types';
import { afterLoginTarget } from './use-after-login';

const visitor = (links: Record<string, string>): Visitor => ({
  isLoggedIn: true,
  user: {
    id: 'u1',
    email1: 'a@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    avatar: null,
    avatarUrl: 'data:image/svg+xml,',
    initials: 'AL',
  },
  links,
  adminEmail: null,
});
const investor = visitor({ summary: '/investment-summary' });
const admin = visitor({ summary: '/investment-summary', admin: '/admin', backOffice: '/admin' });
const adminToEnrol = visitor({ admin: '/admin', twoStepSetup: '/account/settings#two-step' });

describe('where a login lands', () => {
  it.each([
    ['an investor, nothing remembered', { remembered: null, fundSlug: null, visitor: investor }, '/'],
    ['an admin, nothing remembered', { remembered: null, fundSlug: null, visitor: admin }, '/admin'],
    [
      'an admin without a second factor',
      { remembered: '/admin/audit', fundSlug: null, visitor: adminToEnrol },
      '/account/settings#two-step',
    ],
    [
      'an admin at a fund login',
      { remembered: null, fundSlug: 'venture-fund-iv', visitor: admin },
      '/fund/venture-fund-iv',
    ],
    [
      'anyone with a remembered page',
      { remembered: '/fund/a/invest/initial/t1', fundSlug: 'a', visitor: admin },
      '/fund/a/invest/initial/t1',
    ],
  ])('%s', (_, input, expected) => {
    expect(afterLoginTarget(input)).toBe(expected);
  });
});
