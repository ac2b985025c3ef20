// The link mailed to a new login e-mail (/confirm-email?token=…; docs/security.md 'Account settings'). Opening it
// changes nothing: the change is made by the button's POST, so a mail scanner that fetches the link does not use it.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EmailChangedAnswer } from '../../../shared/api/account-email';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Lead, Page, PageHeading, Panel } from '../../components/ui/page';
import { confirmEmailChange } from '../../lib/api/account-email';
import { useVisitor } from '../../lib/session/visitor-context';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';

export const ConfirmEmailPage = () => {
  useDocumentTitle('Confirm your new login e-mail');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { refreshVisitor } = useVisitor();
  const [done, setDone] = useState<EmailChangedAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onConfirm = async () => {
    setIsBusy(true);
    setError(null);
    try {
      setDone(await confirmEmailChange(token));
      // The header shows the new address, or no one when this browser's session was another's or ended.
      await refreshVisitor();
    } catch (caught) {
      setError(formErrorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Page isNarrow>
      <PageHeading focusKey={done ? 'email-confirmed' : 'confirm-email'}>
        {done ? 'Your login e-mail is changed' : 'Confirm your new login e-mail'}
      </PageHeading>
      {done ? (
        <Panel>
          <p role="status">{done.message}</p>
          {done.isLoggedIn ? (
            <Link to="/account/settings">Back to your settings</Link>
          ) : (
            <Link to="/login">Log in with your new e-mail</Link>
          )}
        </Panel>
      ) : (
        <>
          <Lead>
            Make this address the one you log in with. Every other session is logged out, and your previous address is
            told of the change.
          </Lead>
          <FormError
            message={token === '' ? 'This link is incomplete. Please open the link from the e-mail.' : error}
          />
          <Button
            variant="primary"
            isLarge
            isFullOnPhone
            isBusy={isBusy}
            disabled={isBusy || token === ''}
            onClick={() => void onConfirm()}
          >
            Confirm the new e-mail
          </Button>
        </>
      )}
    </Page>
  );
};
