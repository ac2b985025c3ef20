// The guide of the signing ceremony, at the foot of the screen while the signer reads: how many places are left, what
// its button does next in plain words, and the button that does it (agree, place the signature, finish), one primary
// action at a time. Where the signer must first do something on the page (adopt a signature), it takes them there.
import { Button } from '../../components/ui/button';
import { type GuideState, guideStatement } from './ceremony-guide';
import styles from './signing.module.css';

/** Scrolls a place into view and puts the focus on its first field, else its first button, else its heading. */
export const goToPlace = (targetId: string) => {
  const target = document.getElementById(targetId);
  if (!target) return;
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const control = target.matches('button, input')
    ? target
    : ['input:not([disabled])', 'button:not([disabled])', 'h2']
        .map((selector) => target.querySelector<HTMLElement>(selector))
        .find((found) => found !== null);
  control?.focus({ preventScroll: true });
};

type CeremonyGuideBarProps = {
  guide: GuideState;
  documentName: string;
  hasGoverningDocuments: boolean;
  hasSignature: boolean;
  isBusy: boolean;
  onAction(): void;
};

export const CeremonyGuideBar = ({
  guide,
  documentName,
  hasGoverningDocuments,
  hasSignature,
  isBusy,
  onAction,
}: CeremonyGuideBarProps) => {
  const { next, remaining, tasks, buttonLabel } = guide;
  if (!next || !buttonLabel) return null;
  return (
    <aside className={styles.guide} aria-label="Signing guide">
      <p className={styles.guideText} aria-live="polite">
        <strong>
          {remaining} of {tasks.length} places left
        </strong>
      </p>
      <Button variant="primary" isBusy={isBusy} disabled={isBusy} onClick={onAction}>
        {buttonLabel}
      </Button>
      <p className={styles.guideStatement}>
        {guideStatement(next, { documentName, hasGoverningDocuments, hasSignature })}
      </p>
    </aside>
  );
};
