import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderStepMetaTable } from './step-meta-table';

describe('machines/step-meta-table.ts', () => {
  it('is current with the machine (run `npm run docs:flow`)', () => {
    expect(readFileSync('machines/step-meta-table.ts', 'utf8')).toBe(renderStepMetaTable());
  });
});
