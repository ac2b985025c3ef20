// docs/spec.md §2 /syndication-program: the four-step sign-up. The page renders the stage the server answers with the
// machine's meta for it (title, description, 'Step N of 4'); each step's call answers the next stage. Focus moves to
// the heading whenever the stage changes, so screen readers announce the new step.
import { type ReactNode, useState } from 'react';
import type { SyndicationStatusAnswer } from '../../../shared/api/syndication';
import type { SyndicationStage } from '../../../shared/domain/syndication-progress';
import { Lead, Loading, Page, PageHeading } from '../../components/ui/page';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { AccreditationStep } from './accreditation-step';
import { AcknowledgmentsStep } from './acknowledgments-step';
import { startSyndication } from './api/start-syndication';
import { IdentityStep } from './identity-step';
import { NdaStep } from './nda-step';
import { stageMeta, stepMetaOf } from './stage-meta';
import { EligibleScreen, NotStartedScreen, UnderReviewScreen } from './status-screens';
import type { StepProps } from './step-props';
import styles from './syndication.module.css';
import { useSyndicationStatus } from './use-syndication-status';
import { WaitingPeriodScreen } from './waiting-period-screen';

const PROGRAM = 'Syndication Program';

type StepStage = 'OVERVIEW_ACKNOWLEDGMENTS' | 'NDA' | 'PROOF_OF_IDENTITY' | 'PROOF_OF_ACCREDITATION';

/** The form of each of the four steps (a stage without a form fails to compile). */
const STEP_FORMS = {
  OVERVIEW_ACKNOWLEDGMENTS: AcknowledgmentsStep,
  NDA: NdaStep,
  PROOF_OF_IDENTITY: IdentityStep,
  PROOF_OF_ACCREDITATION: AccreditationStep,
} satisfies Record<StepStage, (props: StepProps) => ReactNode>;

const isStepStage = (stage: SyndicationStage): stage is StepStage => Object.hasOwn(STEP_FORMS, stage);

export const SyndicationPage = () => {
  const { state, onAnswer, onFailure, reload } = useSyndicationStatus();
  const [isStarting, setIsStarting] = useState(false);
  const answer = state.status === 'ready' ? state.answer : null;
  const meta = answer ? stageMeta(answer.stage) : null;
  useDocumentTitle(meta && meta.title !== PROGRAM ? `${meta.title} · ${PROGRAM}` : PROGRAM);

  const onStart = async () => {
    setIsStarting(true);
    try {
      onAnswer(await startSyndication());
    } catch (error) {
      onFailure(error);
    } finally {
      setIsStarting(false);
    }
  };

  if (state.status !== 'ready' || !answer || !meta) {
    return (
      <Page isNarrow>
        <PageHeading focusKey="syndication">{PROGRAM}</PageHeading>
        {state.status === 'failed' ? <Lead>{state.message}</Lead> : <Loading />}
      </Page>
    );
  }

  const { stage } = answer;
  const stepMeta = stepMetaOf(stage);
  const screen = ((): ReactNode => {
    if (isStepStage(stage) && stepMeta) {
      const StepView = STEP_FORMS[stage];
      return <StepView key={stage} meta={stepMeta} answer={answer} onAnswer={onAnswer} onFailure={onFailure} />;
    }
    return <StatusScreen answer={answer} onStart={() => void onStart()} isStarting={isStarting} onOver={reload} />;
  })();

  return (
    <Page isNarrow>
      {meta.title !== PROGRAM && <p className={styles.context}>{PROGRAM}</p>}
      <PageHeading focusKey={stage}>{meta.title}</PageHeading>
      <Lead>{meta.description}</Lead>
      <div data-stage={meta.slug}>{screen}</div>
    </Page>
  );
};

type StatusScreenProps = {
  answer: SyndicationStatusAnswer;
  onStart: () => void;
  isStarting: boolean;
  onOver: () => void;
};

const StatusScreen = ({ answer, onStart, isStarting, onOver }: StatusScreenProps) => {
  switch (answer.stage) {
    case 'WAITING_PERIOD':
      return <WaitingPeriodScreen answer={answer} onOver={onOver} />;
    case 'ELIGIBLE':
      return <EligibleScreen answer={answer} />;
    case 'UNDER_REVIEW':
      return <UnderReviewScreen answer={answer} />;
    default:
      return <NotStartedScreen onStart={onStart} isStarting={isStarting} />;
  }
};
