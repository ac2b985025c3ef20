// axe on a screen: no violation of WCAG 2.x A/AA or best-practice rules, with the offending nodes in the message.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The screen's violations, one line each with the offending nodes. axe runs in the page itself (`axe.run`): the
 * portal's pages have no frames from other origins, so the builder's default (a partial run in each frame, then the
 * results joined in a new blank page, a new renderer for every check) would find nothing more and cost a page each
 * time. Only the violations come back whole; every rule still runs.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const origin = new URL(page.url()).origin;
  const crossOrigin = page.frames().filter((frame) => new URL(frame.url(), page.url()).origin !== origin);
  if (crossOrigin.length > 0) {
    throw new Error(`Frames from other origins, which axe.run does not enter: ${crossOrigin.map((f) => f.url())}`);
  }
  const result = await new AxeBuilder({ page: page as never })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
};

export const expectNoAxeViolations = async (page: Page, screen: string): Promise<void> => {
  expect(await axeViolations(page), `axe on ${screen}`).toEqual([]);
};
