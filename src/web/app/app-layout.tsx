// The page chrome of docs/spec.md §2 around every route: header, flash messages, the page, footer and cookie banner.
import { Outlet } from 'react-router-dom';
import { CookieBanner } from '../components/chrome/cookie-banner';
import { FlashRegion } from '../components/chrome/flash-region';
import { Footer } from '../components/chrome/footer';
import { Header } from '../components/chrome/header';
import { FlashProvider } from '../lib/session/flash-context';
import { siteConfig } from '../lib/site/site-config';
import styles from './app-layout.module.css';
import { ScrollToTop } from './scroll-to-top';

export const AppLayout = () => (
  <FlashProvider>
    <a className={styles.skipLink} href="#main">
      Skip to main content
    </a>
    <ScrollToTop />
    <Header config={siteConfig} />
    <main id="main" className={styles.main} tabIndex={-1}>
      <FlashRegion />
      <Outlet />
    </main>
    <Footer config={siteConfig} />
    <CookieBanner />
  </FlashProvider>
);
