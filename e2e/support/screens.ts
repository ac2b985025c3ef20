// Screenshots for docs/screens.md: each screen at desktop and phone width, with a small JSON card beside the PNGs
// that scripts/screens.ts assembles into the page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './session';
import { REPO_ROOT } from './stack';

export const SCREENS_DIR = join(REPO_ROOT, 'docs', 'screens');

export type ScreenCard = {
  id: string;
  title: string;
  /** 'Pages', 'Wizard step 1', 'End screens', … */
  group: string;
  /** Sort key within the group. */
  order: number;
  description: string;
  /** The footer is the same on every page: shown once (the home page), left out elsewhere to keep the files small. */
  isFooterShown?: boolean;
};

const taken = new Set<string>();

/** Shoots the page as it is at both widths (once per id and run) and puts the page back at its width. */
export const recordScreen = async (page: Page, card: ScreenCard): Promise<void> => {
  if (taken.has(card.id)) return;
  taken.add(card.id);
  mkdirSync(SCREENS_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  await page.evaluate(() => document.fonts.ready);
  const hideFooter = card.isFooterShown
    ? null
    : await page.addStyleTag({ content: 'footer { display: none !important; }' });
  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({
      path: join(SCREENS_DIR, `${card.id}-${name}.png`),
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
  }
  await page.setViewportSize(original);
  await hideFooter?.evaluate((tag) => (tag as Element).remove());
  const { isFooterShown: _shown, ...described } = card;
  writeFileSync(join(SCREENS_DIR, `${card.id}.json`), `${JSON.stringify(described, null, 2)}\n`);
};
