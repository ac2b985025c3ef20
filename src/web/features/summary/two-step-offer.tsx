// After the first signature, an investor without a second factor is offered one (docs/security.md 'Two-step
// verification'): their account now holds a signed agreement and their tax ids. Read after the page is up; nothing is
// shown while an admin acts as the investor (the call is refused) or once a factor is on.
import { useEffect, useState } from 'react';
import { Link } from '../../components/ui/link';
import { loadTwoStep } from '../../lib/api/two-step';
import styles from './summary.module.css';

export const TwoStepOffer = () => {
  const [isOffered, setIsOffered] = useState(false);
  useEffect(() => {
    loadTwoStep().then(
      (status) => setIsOffered(!status.hasSecondFactor),
      () => setIsOffered(false),
    );
  }, []);
  if (!isOffered) return null;
  return (
    <aside className={styles.twoStepOffer} aria-labelledby="two-step-offer-title">
      <h3 id="two-step-offer-title">Protect your account</h3>
      <p>
        Your account now holds a signed agreement and your tax id. Turn on two-step verification or add a passkey, so
        that your password alone is not enough to log in.
      </p>
      <Link to="/account/settings#two-step">Turn on two-step verification</Link>
    </aside>
  );
};
