// The Stately tools read a machine's config statically (docs/architecture.md 'Opening the machines in the Stately
// visualizer'): a transition spread in from a shared object (`on: { ...exits }`) is invisible to them. Every
// machine's config writes its transitions out.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MACHINE_FILES = readdirSync(new URL('.', import.meta.url)).filter((name) => name.endsWith('.machine.ts'));

/** Lines of the config literal (after `createMachine(`) that are a spread property of their own. */
const spreadProperties = (source: string): string[] => {
  const config = source.slice(source.indexOf('.createMachine('));
  return config.split('\n').filter((line) => /^\s*\.\.\.[A-Za-z_$]/.test(line));
};

describe("the machines' configs as the Stately tools read them", () => {
  it('finds the three machines', () => {
    expect(MACHINE_FILES.sort()).toEqual([
      'investment-flow.machine.ts',
      'subscription-lifecycle.machine.ts',
      'syndication-sign-up.machine.ts',
    ]);
  });

  it.each(MACHINE_FILES)('%s writes every state and transition out, with no spread', (name) => {
    const source = readFileSync(new URL(name, import.meta.url), 'utf8');
    expect(source).toContain('.createMachine(');
    expect(spreadProperties(source)).toEqual([]);
  });

  it('would catch a spread of shared transitions', () => {
    expect(spreadProperties('x.createMachine({\n  on: {\n    ...exits,\n  },\n})')).toEqual(['    ...exits,']);
  });
});
