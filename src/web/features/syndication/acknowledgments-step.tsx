// Step 1: the program overview and the acknowledgments text the server holds, accepted with a checkbox. Accepting
// starts the 30-day waiting period (docs/spec.md §4).
import { PROMOTED_INTEREST_MESSAGE } from '../../../shared/schemas/promoted-interest.schema';
import { ScrollText } from '../../components/ui/scroll-text';
import { paragraphsOf, sha256Hex } from './acknowledgments-text';
import { acceptAcknowledgments } from './api/accept-acknowledgments';
import { CheckboxControl } from './form-controls';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import styles from './syndication.module.css';

type Values = { accepted: boolean };

/** docs/spec.md §5: a 'required true' checkbox needs an explicit tick, with the terms message. */
const ACCEPT_MESSAGE = PROMOTED_INTEREST_MESSAGE;

export const AcknowledgmentsStep = ({ meta, answer, onAnswer, onFailure }: StepProps) => (
  <StepForm<Values>
    meta={meta}
    initialValues={{ accepted: false }}
    validate={(values) => (values.accepted ? {} : { accepted: ACCEPT_MESSAGE })}
    // The hash names the very text shown (the server sends it with the text; the browser can compute it too).
    submit={async () =>
      acceptAcknowledgments({
        accepted: true,
        acknowledgmentsTextSha256: answer.acknowledgmentsTextSha256 ?? (await sha256Hex(answer.acknowledgmentsText)),
      })
    }
    onAnswer={onAnswer}
    onFailure={onFailure}
    incompleteHint="Accept the acknowledgments to continue."
  >
    {() => (
      <>
        <section className={styles.section} aria-labelledby="program-overview">
          <h2 id="program-overview">How the program works</h2>
          <ol className={styles.overviewSteps}>
            <li>Accept the acknowledgments below.</li>
            <li>Sign our non-disclosure agreement, here in the page.</li>
            <li>Confirm who you are and upload a government-issued ID.</li>
            <li>Tell us how you qualify as an accredited investor and upload the evidence.</li>
          </ol>
          <p>
            Our investor relations team reviews your documents. New members then wait 30 days from accepting the
            acknowledgments before they see deals.
          </p>
        </section>
        <section className={styles.section} aria-labelledby="acknowledgments-heading">
          <h2 id="acknowledgments-heading">Acknowledgments</h2>
          <ScrollText label="Full text of the acknowledgments">
            {paragraphsOf(answer.acknowledgmentsText).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </ScrollText>
          <CheckboxControl name="accepted">I have read and accept the acknowledgments above.</CheckboxControl>
        </section>
      </>
    )}
  </StepForm>
);
