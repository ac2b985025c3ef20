// A link, inside the app or out of it, on react-router's own hooks. react-router's <Link> also carries the framework's
// route prefetching and view transitions, which the portal does not use and every page would download
// (docs/performance.md). Inside the app a click moves the router; a modified click (new tab, …) stays the browser's.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  /** The browser loads the page afresh instead of the router moving. */
  reloadDocument?: boolean;
};

/** Another site or scheme (https:, mailto:, //host): the browser's own link, as react-router draws it. */
const isExternal = (to: To): to is string => typeof to === 'string' && /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to);

const AppLink = ({ to, replace, reloadDocument = false, target, onClick, ...rest }: LinkProps) => {
  const href = useHref(to);
  const moveRouter = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const onAppClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) moveRouter(event);
  };
  return <a {...rest} href={href} target={target} onClick={reloadDocument ? onClick : onAppClick} />;
};

export const Link = ({ to, replace, reloadDocument, ...rest }: LinkProps) =>
  isExternal(to) ? (
    <a {...rest} href={to} />
  ) : (
    <AppLink to={to} replace={replace} reloadDocument={reloadDocument} {...rest} />
  );
