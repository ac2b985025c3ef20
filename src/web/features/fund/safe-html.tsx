// HTML that the server rendered from Markdown and sanitised (src/server/features/funds/safe-markdown.ts: raw HTML
// escaped, unsafe links refused). Only that HTML comes here; the same string on the server and in the browser, so
// hydration matches.
import styles from './fund.module.css';

export const SafeHtml = ({ html }: { html: string }) =>
  html === '' ? null : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (safe-markdown.ts) and tested there
    <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
  );
