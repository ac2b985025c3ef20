// axe on a screen: no violation of WCAG 2.x A/AA or best-practice rules, with the offending nodes in the message.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const expectNoAxeViolations = async (page: Page, screen: string): Promise<void> => {
  const result = await new AxeBuilder({ page: page as never }).analyze();
  const violations = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(violations, `axe on ${screen}`).toEqual([]);
};
