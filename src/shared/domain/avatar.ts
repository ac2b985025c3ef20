// docs/spec.md §3: the avatar falls back to a generic avatar built from the lower-cased, trimmed e-mail. It is drawn here
// (an inline SVG with the initials) so the page needs no network call to an avatar service.
import type { VisitorUser } from './entities';

/** Background colours with white text at WCAG AA contrast (≥ 4.5:1). */
const AVATAR_COLOURS = ['#1f4e79', '#2e5e4e', '#6b3fa0', '#8a3b12', '#0f5f73', '#7a2e4f', '#4a5568', '#5b4a1c'];

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** FNV-1a, 32-bit: a tiny stable hash, so one e-mail always gets one colour. */
const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
};

/** Up to two initials from the local part's words ('ann.lee+x@…' → 'AL'); '?' when it has no letters. */
export const initialsOf = (email: string): string => {
  const local = normalizeEmail(email).split('@')[0] ?? '';
  const words = local.split(/[^\p{L}]+/u).filter((w) => w !== '');
  const initials = words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('');
  return initials === '' ? '?' : initials.toUpperCase();
};

/** The person's initials from their name ('Ada Lovelace' → 'AL'); from the e-mail when there is no name. */
export const personInitials = ({
  firstName,
  lastName,
  email1,
}: Pick<VisitorUser, 'firstName' | 'lastName' | 'email1'>) => {
  const initials = [firstName, lastName]
    .map((name) => Array.from(name.trim().replace(/[^\p{L}]/gu, ''))[0] ?? '')
    .join('');
  return initials === '' ? initialsOf(email1) : initials.toUpperCase();
};

/** The colour comes from the e-mail (docs/spec.md §3); the initials are the name's when given. */
export const genericAvatarDataUrl = (email: string, initials: string = initialsOf(email)): string => {
  const normalized = normalizeEmail(email);
  const colour = AVATAR_COLOURS[hash(normalized) % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="32" fill="${colour}"/>` +
    '<text x="32" y="32" dy=".35em" text-anchor="middle" fill="#fff" ' +
    `font-family="system-ui, sans-serif" font-size="26" font-weight="600">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

/** The user's own avatar, else the generic one. */
export const avatarFor = (user: Pick<VisitorUser, 'avatar' | 'email1' | 'firstName' | 'lastName'>): string =>
  user.avatar?.trim() ? user.avatar : genericAvatarDataUrl(user.email1, personInitials(user));
