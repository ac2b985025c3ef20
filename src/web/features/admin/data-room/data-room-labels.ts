// How the back office's data-room page words what it shows: the pages a reader saw as ranges, a document's versions,
// a short form of a text's SHA-256, and the document order after a move.

/** 'pages 1–3, 5 of 12'; 'page 4 of 12'; 'no pages in the viewer' when the reader only downloaded it. */
export const pagesSeenText = (pages: readonly number[], pageCount: number): string => {
  const sorted = [...new Set(pages)].filter((page) => Number.isInteger(page) && page > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return 'no pages in the viewer';
  const ranges: string[] = [];
  let start = sorted[0] as number;
  let end = start;
  for (const page of sorted.slice(1)) {
    if (page === end + 1) {
      end = page;
      continue;
    }
    ranges.push(start === end ? `${start}` : `${start}–${end}`);
    start = page;
    end = page;
  }
  ranges.push(start === end ? `${start}` : `${start}–${end}`);
  const isOnePage = sorted.length === 1;
  return `${isOnePage ? 'page' : 'pages'} ${ranges.join(', ')} of ${pageCount}`;
};

/** '1 view', '3 views'. */
export const countText = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The first twelve hex digits of a SHA-256, enough to tell texts apart at a glance. */
export const shortHash = (sha256: string): string => sha256.slice(0, 12);

/** The ids with the one at `index` moved one place up (-1) or down (+1); the same order when it cannot move. */
export const movedOrder = (ids: readonly string[], index: number, step: -1 | 1): string[] => {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
};
