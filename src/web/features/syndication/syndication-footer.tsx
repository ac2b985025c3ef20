// docs/spec.md §2 syndication footer: the progress indicator 'Step N of 4' and a 'Next step' button, disabled until the step's
// form is valid and while it is being sent (docs/spec.md §5).
import type { SyndicationStepMeta } from '../../../../machines/syndication-sign-up.machine.types';
import { Button } from '../../components/ui/button';
import styles from './syndication.module.css';

const STEP_COUNT = 4;

type SyndicationFooterProps = {
  meta: SyndicationStepMeta;
  isNextDisabled: boolean;
  isSubmitting: boolean;
  /** Shown under the button while the step is incomplete, so a disabled button is not a mystery. */
  incompleteHint: string | null;
};

export const SyndicationFooter = ({ meta, isNextDisabled, isSubmitting, incompleteHint }: SyndicationFooterProps) => (
  <div className={styles.footer}>
    <div className={styles.progress}>
      <p className={styles.progressLabel}>{meta.stepLabel}</p>
      <ol className={styles.progressBar} aria-hidden="true">
        {Array.from({ length: STEP_COUNT }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the four segments are fixed and never reorder.
            key={index}
            className={index < meta.stepNumber ? styles.progressDone : undefined}
          />
        ))}
      </ol>
    </div>
    <div className={styles.next}>
      <Button
        type="submit"
        variant="primary"
        isLarge
        isFullOnPhone
        disabled={isNextDisabled}
        isBusy={isSubmitting}
        aria-describedby={incompleteHint ? 'next-step-hint' : undefined}
      >
        Next step
      </Button>
      {incompleteHint && (
        <p className={styles.nextHint} id="next-step-hint">
          {incompleteHint}
        </p>
      )}
    </div>
  </div>
);
