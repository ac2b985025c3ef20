// The fund's notes on the investor's transaction (docs/admin.md 'Change requests'): the step page shows each note
// above its question until the investor signs again. Only the transaction the call is about carries them, and only
// one that had an agreement asks the database.
import type { ChangeNotes } from '../../../shared/api/change-requests';
import type { FlowRepositories } from './flow-repositories';
import type { UserInvestmentsView } from './portfolio';

export const withChangeNotes = async (
  repos: Pick<FlowRepositories, 'changeRequests'>,
  view: UserInvestmentsView,
  transactionIntegrationId: string | undefined,
): Promise<UserInvestmentsView> => {
  const focus = view.transactions.find((t) => t.integrationId === transactionIntegrationId);
  if (!focus || focus.subscriptionAgreementDocusignId === null) return view;
  const [open] = await repos.changeRequests.openFor([focus.integrationId]);
  if (!open) return view;
  const changeNotes: ChangeNotes = {
    mode: open.mode,
    requestedAt: open.createdAt.toISOString(),
    notes: Object.fromEntries(open.items.map((item) => [item.field, item.note])),
  };
  return {
    ...view,
    transactions: view.transactions.map((t) => (t === focus ? { ...t, changeNotes } : t)),
  };
};
