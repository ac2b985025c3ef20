import { describe, expect, it } from 'vitest';
import { addFlash, flashesAfterPageChange, newFlash } from './flash-queue';

describe('flash messages across pages (docs/spec.md §8)', () => {
  it('keeps a flash raised before navigating for the page the investor lands on, then drops it', () => {
    const raised = [newFlash(1, 'warning', 'An error has occurred. Please refresh to try again.', 'next-page')];
    const landed = flashesAfterPageChange(raised);
    expect(landed.map((f) => f.text)).toEqual(['An error has occurred. Please refresh to try again.']);
    expect(flashesAfterPageChange(landed)).toEqual([]);
  });

  it('drops a flash meant for this page when the page changes', () => {
    expect(flashesAfterPageChange([newFlash(1, 'warning', 'x', 'this-page')])).toEqual([]);
  });

  it('replaces a repeated flash instead of stacking it', () => {
    const once = addFlash([], newFlash(1, 'warning', 'Same', 'this-page'));
    const twice = addFlash(once, newFlash(2, 'warning', 'Same', 'this-page'));
    expect(twice.map((f) => f.id)).toEqual([2]);
    expect(addFlash(twice, newFlash(3, 'success', 'Same', 'this-page'))).toHaveLength(2);
  });
});
