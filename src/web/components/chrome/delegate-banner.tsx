// docs/security.md 'Delegates': while a delegate fills in for an investor, a banner on every page says for whom, and
// leads to the switcher.
import { ACTING_FOR_PAGE } from '../../../shared/api/delegates';
import type { VisitorUser } from '../../../shared/domain/entities';
import { Link } from '../ui/link';
import styles from './header.module.css';

export const DelegateBanner = ({ user }: { user: VisitorUser }) => (
  <div className={styles.delegateBanner} role="note">
    You are filling in for {`${user.firstName} ${user.lastName}`.trim() || user.email1}. Only they can sign.{' '}
    <Link to={ACTING_FOR_PAGE} className={styles.delegateBannerLink}>
      Switch
    </Link>
  </div>
);
