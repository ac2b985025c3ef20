// Stable ids that tie a control to its label, hint and error (aria-describedby).
export const fieldId = (path: string): string => `field-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;
export const hintId = (path: string): string => `${fieldId(path)}-hint`;
export const errorId = (path: string): string => `${fieldId(path)}-error`;

export const describedBy = (path: string, { hasHint, hasError }: { hasHint: boolean; hasError: boolean }) =>
  [hasHint && hintId(path), hasError && errorId(path)].filter(Boolean).join(' ') || undefined;
