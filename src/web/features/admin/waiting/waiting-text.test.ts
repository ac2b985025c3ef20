import { describe, expect, it } from 'vitest';
import { waitingItems } from './waiting-text';

const paths = { funds: '/admin', verifications: '/admin/verifications' };

describe('what waits for an admin, in words', () => {
  it('names each kind that waits, with where it is done', () => {
    expect(waitingItems({ wireChanges: 1, verifications: 3 }, paths)).toEqual([
      { key: 'wireChanges', text: '1 wire-instruction change to confirm', href: '/admin' },
      { key: 'verifications', text: '3 verifications to review', href: '/admin/verifications' },
    ]);
  });

  it('leaves out what does not wait', () => {
    expect(waitingItems({ wireChanges: 2, verifications: 0 }, paths).map((item) => item.text)).toEqual([
      '2 wire-instruction changes to confirm',
    ]);
    expect(waitingItems({ wireChanges: 0, verifications: 0 }, paths)).toEqual([]);
  });
});
