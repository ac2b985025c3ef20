// Marks on the page's performance timeline, each set once per page load: `npm run bench:web` reads them to tell the
// scripts a step needs before it is on screen from those that follow (docs/performance.md, 'Web').
export type PageMark = 'portal:step-on-screen' | 'portal:prefetch-start';

const marked = new Set<PageMark>();

export const markOnce = (mark: PageMark): void => {
  if (marked.has(mark)) return;
  marked.add(mark);
  performance.mark(mark);
};
