import { useEffect, useState } from 'react';
import { browserStorage } from '../../lib/storage/browser-storage';
import { Button } from '../ui/button';
import styles from './cookie-banner.module.css';
import { type CookieChoice, readCookieChoice, saveCookieChoice } from './cookie-consent';

export const CookieBanner = () => {
  // undefined until read: the stored choice lives in the browser, so the server's HTML (and the first render that
  // hydrates it) shows no banner, and the banner appears once the choice is known to be missing.
  const [choice, setChoice] = useState<CookieChoice | null | undefined>(undefined);
  useEffect(() => setChoice(readCookieChoice(browserStorage())), []);
  if (choice !== null) return null;
  const choose = (next: CookieChoice) => {
    saveCookieChoice(browserStorage(), next);
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
