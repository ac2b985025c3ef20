// The widget fields of a step drawn from page data (account overview, signing, data room, investor relations) and
// the worked example placed after the promoted-interest terms.

import type { ReactNode } from 'react';
import { dataRoomPath } from '../../../shared/api/data-room-path';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { StepId } from '../../../shared/domain/steps';
import type { FieldDescriptor } from '../../../shared/forms/form-types';
import type { WidgetKind } from '../../components/fields/field-context';
import { ExternalButtonLink } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import type { FundView, TransactionView, UiConfig } from '../../lib/api/api-types';
import { siteConfig } from '../../lib/site/site-config';
import { investorRelationsHref } from './investor-relations-link';
import { Part } from './lazy-part';
import { AccountOverviewPart, AgreementSigningPart, PromotedInterestExamplePart } from './step-parts';

type WidgetInput = {
  step: StepId;
  fund: FundView;
  uiConfig: UiConfig;
  transaction: TransactionView;
  values: FlowValues;
};

export const stepWidgets = ({
  fund,
  uiConfig,
  transaction,
  values,
}: WidgetInput): Partial<Record<WidgetKind, ReactNode>> => {
  const countryName = (code: string) => uiConfig.country.find((c) => c.value === code)?.name ?? code;
  const email = siteConfig.investorRelationsEmail;
  return {
    accountOverview: <Part of={AccountOverviewPart} values={values} countryName={countryName} />,
    subscriptionAgreementSigning: (
      <Part of={AgreementSigningPart} fundName={fund.fund.name} transactionId={transaction.integrationId} />
    ),
    redirectDataroomButton: <Link to={dataRoomPath(fund.fund.slug)}>Read the fund's documents in its data room</Link>,
    contactInvestorRelationsButton: email ? (
      <ExternalButtonLink href={investorRelationsHref(email, fund.fund.name)}>
        Contact investor relations
      </ExternalButtonLink>
    ) : null,
  };
};

/** The worked example goes right after the promoted-interest terms (the step's richtext). */
export const afterFieldFor = ({ step, fund, transaction }: Pick<WidgetInput, 'step' | 'fund' | 'transaction'>) => {
  if (step !== 'PROMOTED_INTEREST') return undefined;
  const amount = transaction.amount ?? fund.fund.minimumInvestmentAmount;
  return (field: FieldDescriptor): ReactNode =>
    field.kind === 'richtext' ? (
      <Part of={PromotedInterestExamplePart} amountCents={amount} isOwnAmount={transaction.amount !== null} />
    ) : null;
};
