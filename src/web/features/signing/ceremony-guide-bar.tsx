// The guide of the signing ceremony: how many places still need the signer and a button that takes them to the next
// one (scrolled into view, its first control focused). It stays at the bottom of the screen while the signer reads.
import { Button } from '../../components/ui/button';
import { GUIDE_TARGETS, type GuideState } from './ceremony-guide';
import styles from './signing.module.css';

const goTo = (targetId: string) => {
  const target = document.getElementById(targetId);
  if (!target) return;
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  // The place's first field, else its first button, else its heading.
  const control = target.matches('button, input')
    ? target
    : ['input:not([disabled])', 'button:not([disabled])', 'h2']
        .map((selector) => target.querySelector<HTMLElement>(selector))
        .find((found) => found !== null);
  control?.focus({ preventScroll: true });
};

export const CeremonyGuideBar = ({ guide, onStart }: { guide: GuideState; onStart(): void }) => {
  const { next, remaining, tasks, buttonLabel } = guide;
  if (!next || !buttonLabel) return null;
  const counted = `${remaining} of ${tasks.length} places left`;
  return (
    <aside className={styles.guide} aria-label="Signing guide">
      <p className={styles.guideText} aria-live="polite">
        <strong>{counted}</strong>
        <span> · Next: {next.label}</span>
      </p>
      <Button
        variant="primary"
        onClick={() => {
          onStart();
          goTo(GUIDE_TARGETS[next.id]);
        }}
      >
        {buttonLabel}
      </Button>
    </aside>
  );
};
