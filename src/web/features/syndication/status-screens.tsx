// The screens around the four steps: before the start, the review, and eligibility. Each says where the investor
// stands; none decides where to go.
import type { SyndicationStatusAnswer } from '../../../shared/api/syndication';
import { formatEasternDate } from '../../../shared/domain/eastern-dates';
import { Button, ButtonLink } from '../../components/ui/button';
import { Panel } from '../../components/ui/page';
import styles from './syndication.module.css';
import { VerificationList } from './verification-list';

export const NotStartedScreen = ({ onStart, isStarting }: { onStart: () => void; isStarting: boolean }) => (
  <Panel>
    <p>Signing up takes four short steps: the acknowledgments, our NDA, your identity and your accreditation.</p>
    <Button variant="primary" isLarge isFullOnPhone isBusy={isStarting} disabled={isStarting} onClick={onStart}>
      Start the sign-up
    </Button>
  </Panel>
);

export const UnderReviewScreen = ({ answer }: { answer: SyndicationStatusAnswer }) => (
  <>
    <VerificationList answer={answer} />
    <p className={styles.muted}>
      Reviews usually take one or two business days. If we cannot accept a document, you will see why here and can send
      a new one.
    </p>
  </>
);

export const EligibleScreen = ({ answer }: { answer: SyndicationStatusAnswer }) => (
  <>
    <Panel className={styles.eligible}>
      <p>You are a member of the syndication program. We will e-mail you each deal as it opens.</p>
      {answer.accreditationExpiresAt && (
        <p>
          Your accreditation is valid until <strong>{formatEasternDate(answer.accreditationExpiresAt)}</strong>. We will
          ask you for new evidence before then.
        </p>
      )}
    </Panel>
    <ButtonLink variant="primary" to="/" isFullOnPhone>
      See our funds
    </ButtonLink>
  </>
);
