// Wire instructions' rules (docs/admin.md 'Wire instructions'): who may see them, and the reference an investor's wire
// carries: unique to the subscription, short enough to type into a bank's form, without the name or anything secret.
import { type LifecycleColumns, lifecycleStageOf, showsWireInstructions, storedLifecycleOf } from './lifecycle';

/**
 * Only once everyone has signed and the fund approved (the lifecycle's `approved` and later), never after it declined
 * and never while a change request has voided the signature.
 */
export const mayReceiveWireInstructions = (t: LifecycleColumns): boolean =>
  showsWireInstructions(lifecycleStageOf(storedLifecycleOf(t)));

/** 'SUB-3F9A-1C2B-77D0': the first 12 hex digits of the transaction's id (a random UUID), in groups of 4. */
export const wireReference = (transactionId: string): string => {
  const hex = transactionId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 12)
    .toUpperCase();
  return `SUB-${hex.match(/.{1,4}/g)?.join('-') ?? hex}`;
};
