// Flash messages (docs/spec.md §8). A flash raised just before navigating must still be read on the page the investor lands
// on, so each flash counts the page changes it survives: 0 for 'this page', 1 for 'the next page'.
export type FlashKind = 'success' | 'warning' | 'info';

export type FlashLifetime = 'this-page' | 'next-page';

export type Flash = {
  id: number;
  kind: FlashKind;
  text: string;
  /** Page changes this flash still survives. */
  pageChangesLeft: number;
};

export const newFlash = (id: number, kind: FlashKind, text: string, lifetime: FlashLifetime): Flash => ({
  id,
  kind,
  text,
  pageChangesLeft: lifetime === 'next-page' ? 1 : 0,
});

/** The flashes that stay when the investor moves to another page. */
export const flashesAfterPageChange = (flashes: readonly Flash[]): Flash[] =>
  flashes
    .filter((flash) => flash.pageChangesLeft > 0)
    .map((flash) => ({ ...flash, pageChangesLeft: flash.pageChangesLeft - 1 }));

/** A flash with the same text and kind replaces the earlier one instead of stacking. */
export const addFlash = (flashes: readonly Flash[], flash: Flash): Flash[] => [
  ...flashes.filter((f) => !(f.kind === flash.kind && f.text === flash.text)),
  flash,
];
