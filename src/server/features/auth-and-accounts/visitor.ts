// SPEC §6/§7 visitor: who is logged in, their links, and the admin's e-mail while impersonating.
import type { Visitor } from '../../../shared/domain/entities';
import type { Auth } from './session-auth';

const INVESTOR_LINKS = {
  home: '/',
  investmentSummary: '/investment-summary',
  syndicationProgram: '/syndication-program',
  accountSettings: '/account/settings',
  logout: '/api/logout',
};

export const toVisitor = (auth: Auth | null): Visitor => {
  if (!auth) return { isLoggedIn: false, user: null, links: { login: '/login' }, adminEmail: null };
  const { actingUser, impersonator } = auth;
  const isAdmin = auth.user.role === 'admin';
  return {
    isLoggedIn: true,
    user: {
      id: actingUser.id,
      email1: actingUser.email,
      firstName: actingUser.firstName,
      lastName: actingUser.lastName,
      avatar: actingUser.avatar,
    },
    links: isAdmin ? { ...INVESTOR_LINKS, admin: '/admin' } : INVESTOR_LINKS,
    adminEmail: impersonator?.email ?? null,
  };
};
