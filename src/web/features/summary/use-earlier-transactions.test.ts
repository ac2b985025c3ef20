import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../../shared/domain/test-fixtures';
import { newestFirst } from './use-earlier-transactions';

const t = (integrationId: string) => aTransaction({ integrationId });

describe('the summary’s pages, newest first', () => {
  it('lists each answered page newest first, later pages after', () => {
    const ids = newestFirst([
      [t('c'), t('d')],
      [t('a'), t('b')],
    ]).map((x) => x.integrationId);
    expect(ids).toEqual(['d', 'c', 'b', 'a']);
  });

  it('moves a named older transaction from the first page to its own page once that page is in', () => {
    const first = [t('a'), t('c'), t('d')];
    expect(newestFirst([first]).map((x) => x.integrationId)).toEqual(['d', 'c', 'a']);
    const ids = newestFirst([first, [t('a'), t('b')]]).map((x) => x.integrationId);
    expect(ids).toEqual(['d', 'c', 'b', 'a']);
  });
});
