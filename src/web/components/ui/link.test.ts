// Links render as react-router's did: app paths as router links, other sites and schemes as the browser's own, the
// current page marked for assistive technology.
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link } from './link';
import { isCurrentPath, NavLink } from './nav-link';

const at = (url: string, element: ReactElement): string =>
  renderToString(createElement(MemoryRouter, { initialEntries: [url] }, element));

/** react-router marks the links it draws for its framework mode; that attribute aside, the markup is the same. */
const routerMarkup = (url: string, element: ReactElement): string =>
  at(url, element)
    .replace(/ data-discover="true"/g, '')
    .replace(/ class=""/g, '');

describe('links', () => {
  it.each([
    ['an app path', '/fund/venture-fund-iv'],
    ['a relative path', 'edit'],
    ['an e-mail address', 'mailto:ir@example.com?subject=Help'],
    ['another site', 'https://example.com/privacy'],
  ])('draws %s as react-router did', (_, to) => {
    const props = { to, className: 'quiet', children: 'Go' };
    expect(at('/fund/x', createElement(Link, props))).toBe(routerMarkup('/fund/x', createElement(RouterLink, props)));
  });

  it.each<[string, string, boolean]>([
    ['/admin', '/admin', true],
    ['/admin', '/admin/funds/x', false],
    ['/admin/verifications', '/admin/verifications', false],
    ['/Admin/Audit', '/admin/audit', false],
    ['/account/settings', '/', true],
  ])('marks the current page at %s for a link to %s (end: %s) as react-router did', (url, to, end) => {
    const props = { to, end, className: 'menuItem', children: 'Go' };
    expect(at(url, createElement(NavLink, props))).toBe(routerMarkup(url, createElement(RouterNavLink, props)));
  });

  it.each([
    ['/admin', '/admin', true, true],
    ['/admin/', '/admin', true, false],
    ['/admin', '/admin/funds/x', true, false],
    ['/admin', '/admin/funds/x', false, true],
    ['/admin', '/administration', false, false],
    ['/', '/investment-summary', false, false],
    ['/Admin', '/admin', true, true],
  ])('matches a link to %s at %s (end: %s): %s', (path, location, end, expected) => {
    expect(isCurrentPath({ path, location, end })).toBe(expected);
  });
});
