import { useEffect, useState } from 'react';
import { browserStorage } from '../../lib/storage/browser-storage';
import { Button } from '../ui/button';
import styles from './cookie-banner.module.css';
import { type CookieChoice, readStoredCookieChoice, saveCookieChoice, useOpeningCookieChoice } from './cookie-consent';

export const CookieBanner = () => {
  // The choice comes with the page's cookies, which the server read too: its HTML and the first render here agree on
  // whether the banner shows.
  const [choice, setChoice] = useState<CookieChoice | null>(useOpeningCookieChoice());
  useEffect(() => {
    if (choice !== null) return;
    // A choice kept in the browser's storage before it moved to the cookie: moved over, and the banner goes.
    const earlier = readStoredCookieChoice(browserStorage());
    if (earlier === null) return;
    saveCookieChoice(earlier);
    setChoice(earlier);
  }, [choice]);
  if (choice !== null) return null;
  const choose = (next: CookieChoice) => {
    saveCookieChoice(next);
    setChoice(next);
  };
  return (
    <section className={styles.banner} aria-label="Cookies">
      <p className={styles.text}>
        We use essential cookies to keep you logged in. With your permission we also use cookies to understand how the
        portal is used.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => choose('essentialOnly')}>
          Essential only
        </Button>
        <Button variant="primary" onClick={() => choose('accepted')}>
          Accept all
        </Button>
      </div>
    </section>
  );
};
