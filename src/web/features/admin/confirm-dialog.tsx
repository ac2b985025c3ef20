// Confirming a decision before it is taken (docs/admin.md 'Decisions'): what will happen and who will be e-mailed.
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Alert } from './admin-frame';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  confirmLabel: string;
  isBusy: boolean;
  error?: string | null;
  children: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
};

export const ConfirmDialog = ({
  isOpen,
  title,
  confirmLabel,
  isBusy,
  error,
  children,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) => (
  <Dialog
    isOpen={isOpen}
    onClose={onCancel}
    title={title}
    actions={
      <>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="primary" isBusy={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </>
    }
  >
    {children}
    {error && <Alert>{error}</Alert>}
  </Dialog>
);

/** Who the decision's e-mail goes to, or that none will be sent. */
export const MailRecipient = ({ name, email, isOn }: { name: string; email: string; isOn: boolean }) =>
  isOn ? (
    <p>
      An e-mail goes to {name} at <strong>{email}</strong>. Co-signers are not e-mailed about decisions.
    </p>
  ) : (
    <p>
      {name} ({email}) turned status e-mails off: no e-mail will be sent. They see the decision in their investment
      summary.
    </p>
  );
