// The words of the back office's 'Waiting for you' line (docs/admin.md), apart so a test reads them alone.
import type { AdminWaitingAnswer } from '../../../../shared/api/admin-waiting';

const counted = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export type WaitingItem = { key: 'wireChanges' | 'verifications'; text: string; href: string };

/** Only what waits: nothing to confirm or review names nothing. */
export const waitingItems = (
  { wireChanges, verifications }: AdminWaitingAnswer,
  paths: { funds: string; verifications: string },
): WaitingItem[] => [
  ...(wireChanges > 0
    ? [
        {
          key: 'wireChanges' as const,
          text: `${counted(wireChanges, 'wire-instruction change', 'wire-instruction changes')} to confirm`,
          href: paths.funds,
        },
      ]
    : []),
  ...(verifications > 0
    ? [
        {
          key: 'verifications' as const,
          text: `${counted(verifications, 'verification', 'verifications')} to review`,
          href: paths.verifications,
        },
      ]
    : []),
];
