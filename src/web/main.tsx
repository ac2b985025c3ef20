// The investor web app: the routes of docs/spec.md §2 in a browser router, inside React's strict mode. A page the server drew
// (app/server-pages.ts) is hydrated once its code is in, from the answers it was drawn from; any other page is drawn
// here.
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ServerAnswers } from '../shared/api/server-render';
import { AppRouter } from './app/app-router';
import { preloadRouteData } from './app/preload-route-data';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { serverPageFor } from './app/server-pages';
import { cookieChoiceIn } from './components/chrome/cookie-consent';
import { reportError } from './lib/report-error';
import { readServerAnswers } from './lib/ssr/server-answers';
import './app/global.css';

/**
 * Marks the document once the app has taken over the page (`<html data-interactive>`): a drawn page looks ready
 * before it is, and the browser specs wait for this before they press anything (e2e/support/session.ts).
 */
const MarkInteractive = () => {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
};

const app = (answers: ServerAnswers) => (
  <StrictMode>
    <MarkInteractive />
    <AppProviders answers={answers} cookieChoice={cookieChoiceIn(document.cookie)}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  </StrictMode>
);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** The server's page, prepared as the server prepared it; null when the browser draws the page alone. */
const servedPage = async (): Promise<ServerAnswers | null> => {
  const answers = readServerAnswers();
  const served = answers && serverPageFor(window.location.pathname);
  if (!answers || !served || !container.firstElementChild) return null;
  try {
    await served.page.prepare(served.match, answers);
    return answers;
  } catch {
    // Its code could not be downloaded: drawn afresh, where the page's error boundary deals with it.
    return null;
  }
};

// The app's code has just run in one task; the page's own code is asked for in the next, so that a slow phone gets
// two short tasks rather than one long one before the first tap can be answered (docs/performance.md).
await new Promise((resolve) => setTimeout(resolve, 0));
const answers = await servedPage();
if (answers) {
  // The screen is up already: hydrating it as a transition lets React yield to the browser between pieces of work,
  // so that a slow phone stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(container, app(answers), {
      // A screen that differs from the server's HTML is drawn afresh by React; it is a defect all the same.
      onRecoverableError: (error) => reportError(error, { where: 'hydration', pathname: window.location.pathname }),
    });
  });
} else {
  // The first page's data downloads alongside its code.
  preloadRouteData(window.location.pathname);
  createRoot(container).render(app({}));
}
