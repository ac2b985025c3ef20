// The web app built for the server (`vite build --ssr`, docs/performance.md 'Server rendering'): the API server loads
// it to draw a page's first screen as HTML, from the answers its own API gave for the page (app/server-pages.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ServerRenderer } from '../shared/api/server-render';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { serverPageFor } from './app/server-pages';
import { cookieChoiceIn } from './components/chrome/cookie-consent';

export const renderer: ServerRenderer = {
  apiPathsFor: (pathname) => {
    const served = serverPageFor(pathname);
    return served ? served.page.apiPaths(served.match) : null;
  },
  render: async ({ url, answers, cookies }) => {
    const served = serverPageFor(new URL(url, 'http://portal').pathname);
    if (!served) return { kind: 'client' };
    const redirect = await served.page.prepare(served.match, answers);
    if (redirect !== null) return { kind: 'redirect', location: redirect };
    // Everything the page draws with is in, so nothing suspends and one synchronous pass draws it.
    const html = renderToString(
      <StrictMode>
        <AppProviders answers={answers} cookieChoice={cookieChoiceIn(cookies)}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    return { kind: 'page', html, modules: [served.page.module] };
  },
};
