// docs/spec.md §2 footer: helper nav (Home, To the top), menu columns, social links, contact, disclaimer, copyright, all
// from the site configuration. A logged-in investor is not offered 'Log in' or 'Create an account'.

import { useVisitor } from '../../lib/session/visitor-context';
import { isForVisitor, type SiteConfig } from '../../lib/site/site-config';
import { Link } from '../ui/link';
import styles from './footer.module.css';

const toTop = () => {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  document.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
};

export const Footer = ({ config }: { config: SiteConfig }) => {
  const isLoggedIn = useVisitor().visitor?.isLoggedIn === true;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.helper} aria-label="Helper">
          <Link to="/">Home</Link>
          <button type="button" className={styles.toTop} onClick={toTop}>
            To the top
          </button>
        </nav>
        <div className={styles.columns}>
          {config.footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul>
                {column.links
                  .filter((link) => isForVisitor(link, isLoggedIn))
                  .map((link) => (
                    <li key={link.href}>
                      <Link to={link.href}>{link.label}</Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2 className={styles.columnTitle}>Contact</h2>
            <address className={styles.contact}>
              <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
              <a href={`tel:${config.contact.phone.replace(/[^+\d]/g, '')}`}>{config.contact.phone}</a>
              <span>{config.contact.address}</span>
            </address>
          </div>
        </div>
        <ul className={styles.social} aria-label="Social media">
          {config.socialLinks.map((link) => (
            <li key={link.network}>
              <a href={link.href} rel="noopener noreferrer">
                {link.network}
              </a>
            </li>
          ))}
          {config.hashtag && <li className={styles.hashtag}>{config.hashtag}</li>}
        </ul>
        <p className={styles.disclaimer}>{config.disclaimer}</p>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {config.copyrightHolder}. All rights reserved.
        </p>
      </div>
    </footer>
  );
};
