// Turning an investor down (a subscription rejected, an upload denied): a dialog that takes the reason the investor
// reads, with the server's message about it under the field and any other failure below: a confirmation with a reason.
import { type ReactNode, useId } from 'react';
import styles from '../admin.module.css';
import { ConfirmDialog } from '../confirm-dialog';

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
  /** The field's label, where the reason is not the investor's to read (a note kept with a decision). */
  reasonLabel?: string;
  reasonMax?: number;
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
  reasonLabel = 'Reason (the investor reads it)',
  reasonMax = 500,
}: ReasonDialogProps) => {
  const reasonId = useId();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={title}
      confirmLabel={confirmLabel}
      isBusy={isBusy}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {children}
      <label htmlFor={reasonId} className={styles.label}>
        {reasonLabel}
      </label>
      <textarea
        id={reasonId}
        className={[styles.input, reasonError && styles.invalid].filter(Boolean).join(' ')}
        rows={4}
        maxLength={reasonMax}
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
    </ConfirmDialog>
  );
};
