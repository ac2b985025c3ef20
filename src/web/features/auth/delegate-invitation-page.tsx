// The link mailed to a delegate (/delegate-invitation?token=…; docs/security.md 'Delegates'). Opening it changes
// nothing: the button's POST accepts it, with the account this browser is logged in to. Someone not logged in logs in
// or signs up with the invited address first and comes back here.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AcceptInvitationAnswer } from '../../../shared/api/delegates';
import { Button } from '../../components/ui/button';
import { Lead, Page, PageHeading, Panel } from '../../components/ui/page';
import { acceptInvitation, chooseActingFor } from '../../lib/api/delegates';
import { useVisitor } from '../../lib/session/visitor-context';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import { LogInOrSignUp } from './log-in-or-sign-up';

export const DelegateInvitationPage = () => {
  useDocumentTitle('Fill in for an investor');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { visitor } = useVisitor();
  const [accepted, setAccepted] = useState<AcceptInvitationAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setIsBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(formErrorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };

  const onAccept = () => run(async () => setAccepted(await acceptInvitation(token)));
  const onStart = (delegationId: string) =>
    run(async () => {
      await chooseActingFor(delegationId);
      window.location.assign('/investment-summary');
    });

  if (accepted) {
    return (
      <Page isNarrow>
        <PageHeading focusKey="invitation-accepted">You can fill in for {accepted.investorName}</PageHeading>
        <Panel>
          <p role="status">{accepted.message}</p>
          <FormError message={error} />
          <Button
            variant="primary"
            isLarge
            isFullOnPhone
            isBusy={isBusy}
            disabled={isBusy}
            onClick={() => void onStart(accepted.delegationId)}
          >
            Start filling in for {accepted.investorName}
          </Button>
        </Panel>
      </Page>
    );
  }
  return (
    <Page isNarrow>
      <PageHeading focusKey="delegate-invitation">Fill in for an investor</PageHeading>
      <Lead>
        An investor asked you to fill in their subscription documents with your own login. You can answer the questions
        and upload documents for them; only they can sign.
      </Lead>
      <FormError message={token === '' ? 'This link is incomplete. Please open the link from the e-mail.' : error} />
      {visitor?.isLoggedIn ? (
        <Button
          variant="primary"
          isLarge
          isFullOnPhone
          isBusy={isBusy}
          disabled={isBusy || token === ''}
          onClick={() => void onAccept()}
        >
          Accept the invitation
        </Button>
      ) : (
        <LogInOrSignUp>
          Log in, or sign up, with the e-mail address the invitation was sent to, then accept it here.
        </LogInOrSignUp>
      )}
    </Page>
  );
};
