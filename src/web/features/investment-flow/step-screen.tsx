// One step of the wizard as the machine's meta describes it: indicator (wizard step 1–3), heading, help link and the
// step's form, or the end screen. Hide flags come from the state's meta (docs/spec.md §2).
import { useLayoutEffect, useMemo } from 'react';
import { stepMeta } from '../../../../machines/step-meta';
import { formatUsd } from '../../../shared/domain/money';
import { isTerminalStep } from '../../../shared/domain/steps';
import { TAX_FORM_TITLES, taxFormKindFor } from '../../../shared/domain/tax-form-kind';
import { Loading, Page, PageHeading } from '../../components/ui/page';
import { useVisitor } from '../../lib/session/visitor-context';
import { siteConfig } from '../../lib/site/site-config';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { delegateFor, useDelegateVoice } from './delegate-voice-code';
import { investorRelationsHref } from './investor-relations-link';
import { Part } from './lazy-part';
import { markOnce } from './page-marks';
import { StepForm } from './step-form';
import { StepIndicator } from './step-indicator';
import { EndScreenPart } from './step-parts';
import styles from './step-screen.module.css';
import type { StepScreenProps } from './step-screen-props';
import { useStepCode } from './use-step-code';

export const StepScreen = (props: StepScreenProps) => {
  const { step, fund, transaction } = props;
  const meta = stepMeta(step);
  const code = useStepCode(step);
  // A delegate reads the questions about the investor ('Is Nora married?', docs/security.md 'Delegates').
  const investorName = delegateFor(useVisitor().visitor);
  const voice = useDelegateVoice(investorName);
  const stepForm = code?.form;
  const form = useMemo(
    () => (stepForm && voice && investorName ? voice(stepForm, investorName) : stepForm),
    [stepForm, voice, investorName],
  );
  // The tax-form step names the form it fills (W-9, W-8BEN or W-8BEN-E).
  const taxFormKind = step === 'TAX_FORM' ? taxFormKindFor(transaction.values.methodOfInvestment) : null;
  const title = taxFormKind ? TAX_FORM_TITLES[taxFormKind] : (form?.title ?? meta.title);
  const helpEmail = siteConfig.investorRelationsEmail;
  useDocumentTitle(`${title} · ${fund.fund.name}`);
  const isDrawn = code !== undefined && voice !== undefined;
  // In the DOM, before any effect runs: what the step needed before it was on screen has been asked for by now.
  useLayoutEffect(() => {
    if (isDrawn) markOnce('portal:step-on-screen');
  }, [isDrawn]);

  if (code === undefined || voice === undefined) {
    return (
      <Page isNarrow>
        <Loading label="Loading your investment…" />
      </Page>
    );
  }

  return (
    <Page isNarrow>
      {meta.wizardStep !== null && !meta.hideStepIndicator && <StepIndicator current={meta.wizardStep} />}
      <p className={styles.context}>
        {fund.fund.name}
        {transaction.amount !== null && <> · Commitment {formatUsd(transaction.amount)}</>}
      </p>
      <PageHeading focusKey={step}>{title}</PageHeading>
      {form?.intro && <p className={styles.intro}>{form.intro}</p>}
      {form && !isTerminalStep(step) ? (
        <StepForm {...props} step={step} form={form} staticLists={code.staticLists} phoneNumbers={code.phoneNumbers} />
      ) : (
        <Part of={EndScreenPart} {...props} />
      )}
      {/* End screens carry their own investor-relations action. */}
      {form && !meta.hideHelpLink && helpEmail && (
        <p className={styles.help}>
          Need help? <a href={investorRelationsHref(helpEmail, fund.fund.name)}>Contact investor relations</a>
        </p>
      )}
    </Page>
  );
};
