// The fund a page belongs to, read from its path (docs/spec.md §2 routes): /fund/{slug}, its steps, its login and waitlist.
const FUND_PATH = /^\/fund\/(?:(?:login|waitlist)\/)?([a-z0-9][a-z0-9-]*)(?:\/|$)/i;

export const fundSlugInPath = (pathname: string): string | null => {
  const match = FUND_PATH.exec(pathname);
  const slug = match?.[1]?.toLowerCase();
  return slug && slug !== 'login' && slug !== 'waitlist' ? slug : null;
};
