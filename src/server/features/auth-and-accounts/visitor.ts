// docs/spec.md §6/§7 visitor: who is logged in, their links, and the admin's e-mail while impersonating.

import { ACTING_FOR_PAGE } from '../../../shared/api/delegates';
import { TWO_STEP_SETUP_PATH } from '../../../shared/api/two-step';
import { avatarFor, personInitials } from '../../../shared/domain/avatar';
import type { Visitor } from '../../../shared/domain/entities';
import { type Auth, hasAdminPowers } from './session-auth';
import type { UserRecord } from './users-repository';

const INVESTOR_LINKS = {
  home: '/',
  investmentSummary: '/investment-summary',
  syndicationProgram: '/syndication-program',
  accountSettings: '/account/settings',
  logout: '/api/logout',
};

/** A delegate filling in for an investor: the investor's pages, not their settings (docs/security.md 'Delegates'). */
const { accountSettings: _settings, ...DELEGATE_LINKS } = INVESTOR_LINKS;

/**
 * An admin without a second factor is sent to set one up first (docs/security.md 'Two-step verification'); the way
 * into the back office (`backOffice`, docs/admin.md 'The way in') is offered only to who holds its powers here and now.
 */
const adminLinks = (auth: Auth): Record<string, string> => {
  const admin: UserRecord = auth.user;
  if (!admin.secondFactorAt) return { ...INVESTOR_LINKS, admin: '/admin', twoStepSetup: TWO_STEP_SETUP_PATH };
  return hasAdminPowers(auth)
    ? { ...INVESTOR_LINKS, admin: '/admin', backOffice: '/admin' }
    : { ...INVESTOR_LINKS, admin: '/admin' };
};

const linksOf = (auth: Auth): Record<string, string> => {
  if (auth.user.role === 'admin') return adminLinks(auth);
  if (auth.delegation?.isActive) return { ...DELEGATE_LINKS, actingFor: ACTING_FOR_PAGE };
  return auth.holdsDelegations ? { ...INVESTOR_LINKS, actingFor: ACTING_FOR_PAGE } : INVESTOR_LINKS;
};

export const toVisitor = (auth: Auth | null): Visitor => {
  if (!auth) return { isLoggedIn: false, user: null, links: { login: '/login' }, adminEmail: null };
  const { actingUser, impersonator } = auth;
  const isDelegate = auth.delegation?.isActive === true;
  const person = {
    email1: actingUser.email,
    firstName: actingUser.firstName,
    lastName: actingUser.lastName,
    avatar: actingUser.avatar,
  };
  return {
    isLoggedIn: true,
    // The avatar and the initials are drawn from here, so the page's code carries no avatar rules (docs/spec.md §3).
    user: { id: actingUser.id, ...person, avatarUrl: avatarFor(person), initials: personInitials(person) },
    links: linksOf(auth),
    adminEmail: impersonator?.email ?? null,
    delegateEmail: isDelegate ? auth.user.email : null,
  };
};
