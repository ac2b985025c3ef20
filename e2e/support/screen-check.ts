// Every screen visited once: axe finds no violation, and its screenshots go to docs/screens.
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './a11y';
import { recordScreen, type ScreenCard } from './screens';

const checked = new Set<string>();

export const checkScreen = async (page: Page, card: ScreenCard): Promise<void> => {
  if (checked.has(card.id)) return;
  checked.add(card.id);
  await expectNoAxeViolations(page, card.title);
  await recordScreen(page, card);
};
