// docs/spec.md §2: the wizard step (1 to 3) the current step belongs to.
import type { WizardStep } from '../../../../machines/investment-flow.types';
import styles from './step-screen.module.css';
import { WIZARD_STEPS } from './wizard-steps';

export const StepIndicator = ({ current }: { current: WizardStep }) => (
  <nav className={styles.indicator} aria-label="Progress">
    <p className="visually-hidden">
      Step {current} of {WIZARD_STEPS.length}
    </p>
    <ol>
      {WIZARD_STEPS.map(({ step, label }) => (
        <li
          key={step}
          className={step === current ? styles.currentStep : step < current ? styles.doneStep : undefined}
          aria-current={step === current ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {step < current ? '✓' : step}
          </span>
          <span className={styles.stepLabel}>{label}</span>
        </li>
      ))}
    </ol>
  </nav>
);
