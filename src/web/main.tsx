// The investor web app: the routes of SPEC §2 in a browser router, inside React's strict mode.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preloadRouteData } from './app/preload-route-data';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import './app/global.css';

// The first page's data downloads alongside its code.
preloadRouteData(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
