import type { LogoutAnswer } from './api-types';
import { apiRequest } from './http';

/** docs/spec.md §7 logout: answers where to go (the fund's login when a fund slug is given, else the portal login). */
export const logOut = (fundSlug?: string): Promise<LogoutAnswer> =>
  apiRequest({
    endpoint: 'POST /api/logout',
    path: fundSlug ? `/api/logout?slug=${encodeURIComponent(fundSlug)}` : '/api/logout',
    method: 'POST',
  });
