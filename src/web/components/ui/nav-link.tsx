// A menu link that knows it is the current page (aria-current="page" and the class 'active'), with react-router's
// NavLink's matching: the same path, or below it unless `end`, case-insensitive. See link.tsx for why it is ours.
import { useLocation, useResolvedPath } from 'react-router-dom';
import { Link, type LinkProps } from './link';

type NavLinkProps = LinkProps & { end?: boolean };

export const isCurrentPath = ({ path, location, end }: { path: string; location: string; end: boolean }): boolean => {
  const target = path.toLowerCase();
  const current = location.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
};

export const NavLink = ({ end = false, className, ...rest }: NavLinkProps) => {
  const { pathname: location } = useLocation();
  const { pathname: path } = useResolvedPath(rest.to);
  const isCurrent = isCurrentPath({ path, location, end });
  return (
    <Link
      {...rest}
      aria-current={isCurrent ? 'page' : undefined}
      className={[className, isCurrent ? 'active' : null].filter(Boolean).join(' ') || undefined}
    />
  );
};
