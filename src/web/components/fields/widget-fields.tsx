// accountOverview, subscriptionAgreementSigning, redirectDataroomButton, contactInvestorRelationsButton (docs/spec.md §2):
// drawn from data the page holds, so the page hands each one over; a step without it renders nothing.
import type { WidgetField } from '../../../shared/forms/form-types';
import { useFieldEnvironment } from './field-context';

const Widget = ({ field }: { field: WidgetField }) => {
  const { widgets } = useFieldEnvironment();
  return <>{widgets[field.kind] ?? null}</>;
};

export const AccountOverviewField = Widget;
export const SubscriptionAgreementSigningField = Widget;
export const RedirectDataroomButtonField = Widget;
export const ContactInvestorRelationsButtonField = Widget;
