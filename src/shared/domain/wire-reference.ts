// Wire instructions' rules (docs/admin.md 'Wire instructions'): who may see them, and the reference an investor's wire
// carries: unique to the subscription, short enough to type into a bank's form, without the name or anything secret.
import type { Transaction } from './entities';

/** Only once the fund approved the subscription, and never after it declined it. */
export const mayReceiveWireInstructions = (t: Pick<Transaction, 'isApproved' | 'rejectionDate'>): boolean =>
  t.isApproved === true && t.rejectionDate === null;

/** 'SUB-3F9A-1C2B-77D0': the first 12 hex digits of the transaction's id (a random UUID), in groups of 4. */
export const wireReference = (transactionId: string): string => {
  const hex = transactionId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 12)
    .toUpperCase();
  return `SUB-${hex.match(/.{1,4}/g)?.join('-') ?? hex}`;
};
