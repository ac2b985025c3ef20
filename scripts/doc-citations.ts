// Citations of the specification's and the design page's numbered sections, as code comments, tests and docs write
// them: 'docs/spec.md §4', 'docs/spec.md §4, §5 and §9', 'docs/design.md §7a', 'docs/spec.md §2–3'.

export type DocPage = 'docs/spec.md' | 'docs/design.md';
export type Citation = { page: DocPage; section: string };

const SECTION = '[0-9]+[a-z]?';
/** A page, then one section or a list or range of them ('§4, §5 and §9', '§5–7'). */
const CITATION = new RegExp(
  `(docs/spec\\.md|docs/design\\.md) §(${SECTION}(?:(?:, | and | or |–|-)§?${SECTION}\\b)*)`,
  'g',
);
/** The older form, without the page's path: the page's name in capitals, '.md' or not, then the section. */
const STALE = new RegExp(`\\b(?:SPEC|DESIGN)(?:\\.md)? §${SECTION}`, 'g');

/** The numbered sections of a page: '## 4. States and transitions' gives '4', '## 7a. …' gives '7a'. */
export const sectionsOf = (markdown: string): string[] =>
  [...markdown.matchAll(new RegExp(`^## (${SECTION})\\.`, 'gm'))].map(([, section = '']) => section);

/** '4, §5 and §9' gives 4, 5, 9; '5–7' gives 5, 6, 7. */
const expand = (list: string): string[] => {
  const sections: string[] = [];
  let isRangeOpen = false;
  for (const [, section = '', separator] of list.matchAll(new RegExp(`§?(${SECTION})(, | and | or |–|-)?`, 'g'))) {
    const previous = sections.at(-1);
    if (isRangeOpen && previous !== undefined && /^[0-9]+$/.test(previous) && /^[0-9]+$/.test(section)) {
      for (let n = Number(previous) + 1; n < Number(section); n += 1) sections.push(String(n));
    }
    sections.push(section);
    isRangeOpen = separator === '–' || separator === '-';
  }
  return sections;
};

export const citationsIn = (text: string): Citation[] =>
  [...text.matchAll(CITATION)].flatMap(([, page, list = '']) =>
    expand(list).map((section) => ({ page: page as DocPage, section })),
  );

export const staleCitationsIn = (text: string): string[] => [...text.matchAll(STALE)].map(([match]) => match);
