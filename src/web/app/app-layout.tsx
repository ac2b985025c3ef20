// The page chrome of docs/spec.md §2 around every route: header, flash messages, the page, footer and cookie banner.
// The back office (/admin, docs/admin.md 'The way in') is a place of its own: the same header with what waits for the
// admin under it, and no investor footer with its risk text.
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CookieBanner } from '../components/chrome/cookie-banner';
import { FlashRegion } from '../components/chrome/flash-region';
import { Footer } from '../components/chrome/footer';
import { Header } from '../components/chrome/header';
import { FlashProvider } from '../lib/session/flash-context';
import { siteConfig } from '../lib/site/site-config';
import styles from './app-layout.module.css';
import { lazyPage } from './lazy-page';
import { waitingForYouModule } from './page-modules';
import { ScrollToTop } from './scroll-to-top';

/** Its code comes with the back office's pages (the server and hydration load it first on the pages drawn there). */
const WaitingForYou = lazyPage(waitingForYouModule, (m) => m.WaitingForYou);

export const isBackOfficePath = (pathname: string): boolean => /^\/admin(\/|$)/i.test(pathname);

export const AppLayout = () => {
  const isBackOffice = isBackOfficePath(useLocation().pathname);
  return (
    <FlashProvider>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <ScrollToTop />
      <Header
        config={siteConfig}
        below={
          isBackOffice ? (
            <Suspense fallback={null}>
              <WaitingForYou />
            </Suspense>
          ) : undefined
        }
      />
      <main id="main" className={isBackOffice ? `${styles.main} ${styles.backOffice}` : styles.main} tabIndex={-1}>
        <FlashRegion />
        <Outlet />
      </main>
      {!isBackOffice && <Footer config={siteConfig} />}
      <CookieBanner />
    </FlashProvider>
  );
};
