// docs/spec.md §6: while an admin acts as an investor, a banner says so on every page.
import styles from './header.module.css';

export const AdminBanner = ({ email }: { email: string }) => (
  <div className={styles.adminBanner} role="note">
    Logged in as admin: {email}
  </div>
);
