// One step of the wizard as the machine's meta describes it: indicator (wizard step 1–3), heading, help link and the
// step's form, or the end screen. Hide flags come from the state's meta (SPEC §2).
import { stepMeta } from '../../../../machines/step-meta';
import { formatUsd } from '../../../shared/domain/money';
import { isTerminalStep } from '../../../shared/domain/steps';
import { stepForms } from '../../../shared/forms/step-forms';
import { Page, PageHeading } from '../../components/ui/page';
import { siteConfig } from '../../lib/site/site-config';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { EndScreenView } from './end-screen-view';
import { investorRelationsHref } from './end-screens';
import { StepForm } from './step-form';
import { StepIndicator } from './step-indicator';
import styles from './step-screen.module.css';
import type { StepScreenProps } from './step-screen-props';

export const StepScreen = (props: StepScreenProps) => {
  const { step, fund, transaction } = props;
  const meta = stepMeta(step);
  const form = isTerminalStep(step) ? null : stepForms[step];
  const title = form?.title ?? meta.title;
  const helpEmail = siteConfig.investorRelationsEmail;
  useDocumentTitle(`${title} · ${fund.fund.name}`);

  return (
    <Page isNarrow>
      {meta.wizardStep !== null && !meta.hideStepIndicator && <StepIndicator current={meta.wizardStep} />}
      <p className={styles.context}>
        {fund.fund.name}
        {transaction.amount !== null && <> · Commitment {formatUsd(transaction.amount)}</>}
      </p>
      <PageHeading focusKey={step}>{title}</PageHeading>
      {form?.intro && <p className={styles.intro}>{form.intro}</p>}
      {form && !isTerminalStep(step) ? <StepForm {...props} step={step} form={form} /> : <EndScreenView {...props} />}
      {/* End screens carry their own investor-relations action. */}
      {form && !meta.hideHelpLink && helpEmail && (
        <p className={styles.help}>
          Need help? <a href={investorRelationsHref(helpEmail, fund.fund.name)}>Contact investor relations</a>
        </p>
      )}
    </Page>
  );
};
