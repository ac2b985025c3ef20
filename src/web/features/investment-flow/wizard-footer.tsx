// docs/spec.md §2 investor flow footer: Previous (a back link) and Next (large, disabled until the form is valid, while
// submitting and while Previous loads, docs/spec.md §5).
import { Button } from '../../components/ui/button';
import styles from './step-screen.module.css';

type WizardFooterProps = {
  onPrevious: () => void;
  isPreviousLoading: boolean;
  isNextHidden: boolean;
  isNextDisabled: boolean;
  isSubmitting: boolean;
  /** Shown under Next while the form is incomplete, so a disabled button is not a mystery. */
  isIncomplete: boolean;
};

export const WizardFooter = ({
  onPrevious,
  isPreviousLoading,
  isNextHidden,
  isNextDisabled,
  isSubmitting,
  isIncomplete,
}: WizardFooterProps) => (
  <div className={styles.footer}>
    <Button
      variant="quiet"
      className={styles.previous}
      onClick={onPrevious}
      disabled={isPreviousLoading || isSubmitting}
      isBusy={isPreviousLoading}
    >
      <span aria-hidden="true">←</span> Previous
    </Button>
    {!isNextHidden && (
      <div className={styles.next}>
        <Button type="submit" variant="primary" isLarge isFullOnPhone disabled={isNextDisabled} isBusy={isSubmitting}>
          Next
        </Button>
        {isIncomplete && (
          <p className={styles.nextHint} id="next-hint">
            Answer the questions above to continue.
          </p>
        )}
      </div>
    )}
  </div>
);
