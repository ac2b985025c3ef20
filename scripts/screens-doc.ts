// docs/screens.md from the screenshots the browser tests leave in docs/screens (a PNG per width and a JSON card per
// screen): the whole flow to browse without running it.
export type ScreenCard = { id: string; title: string; group: string; order: number; description: string };

const GROUP_ORDER = [
  'Pages',
  'Wizard step 1',
  'Wizard step 2',
  'Wizard step 3',
  'End screens',
  'Syndication program',
  'Back office',
  'Behaviours',
];

const groupRank = (group: string): number => {
  const rank = GROUP_ORDER.indexOf(group);
  return rank === -1 ? GROUP_ORDER.length : rank;
};

export const isScreenCard = (value: unknown): value is ScreenCard => {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  return (
    typeof card.id === 'string' &&
    typeof card.title === 'string' &&
    typeof card.group === 'string' &&
    typeof card.order === 'number' &&
    typeof card.description === 'string'
  );
};

export const sortCards = (cards: readonly ScreenCard[]): ScreenCard[] =>
  [...cards].sort(
    (a, b) =>
      groupRank(a.group) - groupRank(b.group) ||
      a.group.localeCompare(b.group) ||
      a.order - b.order ||
      a.id.localeCompare(b.id),
  );

const anchor = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const renderScreensDoc = (cards: readonly ScreenCard[]): string => {
  const sorted = sortCards(cards);
  const groups = [...new Set(sorted.map((c) => c.group))];
  const lines = [
    '# Screens',
    '',
    'Every screen of the investor web app at desktop (1280 px) and phone (390 px) width, photographed by the browser',
    'tests (`npm run test:e2e`) against the real API and database, then assembled by `scripts/screens.ts`. Wizard steps',
    'are named by their step id and URL segment (docs/spec.md §2); each was reached by walking a path the model generates.',
    '',
    ...groups.map((group) => `- [${group}](#${anchor(group)}) (${sorted.filter((c) => c.group === group).length})`),
    '',
  ];
  for (const group of groups) {
    lines.push(`## ${group}`, '');
    for (const card of sorted.filter((c) => c.group === group)) {
      lines.push(
        `### ${card.title}`,
        '',
        card.description,
        '',
        '| Desktop | Phone |',
        '|---|---|',
        `| <img src="screens/${card.id}-desktop.png" alt="${card.title} at desktop width" width="480"> | <img src="screens/${card.id}-phone.png" alt="${card.title} at phone width" width="180"> |`,
        '',
      );
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
};
