// The reference an investor's wire carries (docs/admin.md 'Wire instructions'): unique to the subscription, short
// enough to type into a bank's form, and without the investor's name or anything secret.

/** 'SUB-3F9A-1C2B-77D0': the first 12 hex digits of the transaction's id (a random UUID), in groups of 4. */
export const wireReference = (transactionId: string): string => {
  const hex = transactionId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 12)
    .toUpperCase();
  return `SUB-${hex.match(/.{1,4}/g)?.join('-') ?? hex}`;
};
