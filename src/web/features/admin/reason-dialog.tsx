// Turning an investor down (a subscription rejected, an upload denied): a dialog that takes the reason the investor
// reads, with the server's message about it under the field and any other failure below.
import { type ReactNode, useId } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import styles from './admin.module.css';
import { Alert } from './admin-frame';

type ReasonDialogProps = {
  isOpen: boolean;
  title: string;
  confirmLabel: string;
  isBusy: boolean;
  isRequired?: boolean;
  reason: string;
  reasonError?: string | null;
  error?: string | null;
  onReasonChange: (reason: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
  /** Said above the reason (who will be e-mailed). */
  children?: ReactNode;
};

export const ReasonDialog = ({
  isOpen,
  title,
  confirmLabel,
  isBusy,
  isRequired,
  reason,
  reasonError,
  error,
  onReasonChange,
  onCancel,
  onConfirm,
  children,
}: ReasonDialogProps) => {
  const reasonId = useId();
  return (
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
      <label htmlFor={reasonId} className={styles.label}>
        Reason (the investor reads it)
      </label>
      <textarea
        id={reasonId}
        className={[styles.input, reasonError && styles.invalid].filter(Boolean).join(' ')}
        rows={4}
        maxLength={500}
        required={isRequired}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${reasonId}-error` : undefined}
        value={reason}
        onChange={(event) => onReasonChange(event.target.value)}
      />
      {reasonError !== undefined && (
        <p id={`${reasonId}-error`} className={styles.fieldError} role="alert" hidden={!reasonError}>
          {reasonError}
        </p>
      )}
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
};
