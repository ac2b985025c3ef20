// The link of an invitation to subscribe (/invitation?token=…; docs/admin.md 'Invitations'): the fund and the
// commitment agreed. Logged in with the invited address, the investor accepts and the fund opens with the commitment
// filled in; logged out, they log in or sign up with that address and come back here. Opening it changes nothing.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InvitationOpened } from '../../../shared/api/invitations';
import { formatUsd } from '../../../shared/domain/money';
import { Button } from '../../components/ui/button';
import { Lead, Page, PageHeading } from '../../components/ui/page';
import { acceptInvitation, openInvitation } from '../../lib/api/invitations';
import { withCommitment } from '../../lib/format/commitment';
import { useVisitor } from '../../lib/session/visitor-context';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import { LogInOrSignUp } from './log-in-or-sign-up';

const INCOMPLETE = 'This link is incomplete. Please open the link from the e-mail.';

export const InvitationPage = () => {
  useDocumentTitle('Your invitation');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { visitor } = useVisitor();
  const [invitation, setInvitation] = useState<InvitationOpened | null>(null);
  const [error, setError] = useState<string | null>(token === '' ? INCOMPLETE : null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (token === '') return;
    openInvitation(token).then(setInvitation, (caught: unknown) => setError(formErrorMessage(caught)));
  }, [token]);

  const onAccept = async () => {
    setIsBusy(true);
    setError(null);
    try {
      const accepted = await acceptInvitation(token);
      window.location.assign(withCommitment(`/fund/${accepted.fundSlug}`, accepted.commitment));
    } catch (caught) {
      setError(formErrorMessage(caught));
      setIsBusy(false);
    }
  };

  return (
    <Page isNarrow>
      <PageHeading focusKey="invitation">
        {invitation ? `You are invited to subscribe to ${invitation.fundName}` : 'Your invitation'}
      </PageHeading>
      {invitation && (
        <Lead>
          The commitment agreed with the fund: {formatUsd(invitation.commitment)}. The invitation was sent to{' '}
          {invitation.email}.
        </Lead>
      )}
      <FormError message={error} />
      {invitation &&
        (visitor?.isLoggedIn ? (
          <Button
            variant="primary"
            isLarge
            isFullOnPhone
            isBusy={isBusy}
            disabled={isBusy}
            onClick={() => void onAccept()}
          >
            Open the fund
          </Button>
        ) : (
          <LogInOrSignUp>
            Log in, or sign up, with the e-mail address the invitation was sent to, then come back to this page.
          </LogInOrSignUp>
        ))}
    </Page>
  );
};
