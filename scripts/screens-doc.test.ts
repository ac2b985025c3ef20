import { describe, expect, it } from 'vitest';
import { isScreenCard, renderScreensDoc, type ScreenCard, sortCards } from './screens-doc';

const card = (id: string, group: string, order: number): ScreenCard => ({
  id,
  title: `Title ${id}`,
  group,
  order,
  description: `About ${id}.`,
});

describe('docs/screens.md', () => {
  it('orders pages first, then the wizard steps 1 to 3, the end screens, the syndication program, the back office and the behaviours', () => {
    const sorted = sortCards([
      card('b', 'Behaviours', 1),
      card('a', 'Back office', 1),
      card('s2', 'Syndication program', 2),
      card('s1', 'Syndication program', 1),
      card('e', 'End screens', 40),
      card('w3', 'Wizard step 3', 30),
      card('w1b', 'Wizard step 1', 3),
      card('w1a', 'Wizard step 1', 1),
      card('p', 'Pages', 9),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['p', 'w1a', 'w1b', 'w3', 'e', 's1', 's2', 'a', 'b']);
  });

  it('shows each screen at both widths under its group', () => {
    const doc = renderScreensDoc([card('step-initial', 'Wizard step 1', 0)]);
    expect(doc).toContain('- [Wizard step 1](#wizard-step-1) (1)');
    expect(doc).toContain('## Wizard step 1');
    expect(doc).toContain('### Title step-initial');
    expect(doc).toContain('screens/step-initial-desktop.png');
    expect(doc).toContain('screens/step-initial-phone.png');
  });

  it('reads only well-formed cards', () => {
    expect(isScreenCard(card('x', 'Pages', 1))).toBe(true);
    expect(isScreenCard({ id: 'x', title: 'X' })).toBe(false);
    expect(isScreenCard(null)).toBe(false);
  });
});
