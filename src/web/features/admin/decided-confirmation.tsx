// A review queue's confirmation (Verifications, Screening): the decided card leaves the list, so the keyboard lands on
// the confirmation of what was decided instead of nowhere, and the queue loads again.
import { useEffect, useRef, useState } from 'react';
import { Alert } from './admin-frame';

export const useDecidedConfirmation = (reload: () => void) => {
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);
  const onDecided = (text: string) => {
    setConfirmation(text);
    reload();
  };
  const shown = confirmation && (
    <div ref={confirmationRef} tabIndex={-1}>
      <Alert tone="success">{confirmation}</Alert>
    </div>
  );
  return { shown, onDecided };
};
