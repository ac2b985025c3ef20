// A modal on the native <dialog> (docs/design.md §2): focus is trapped and Escape closes it without any script of ours.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions: ReactNode;
};

export const Dialog = ({ isOpen, onClose, title, children, actions }: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
        ×
      </button>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className={styles.actions}>{actions}</div>
    </dialog>
  );
};
