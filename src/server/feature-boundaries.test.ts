// The import rules of docs/design.md §4 for server features, run by `npm run lint` over the repository, tried here on small
// planted trees: a rule that lets a planted import through would let the real one through too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { forbidden } = createRequire(import.meta.url)(join(REPO_ROOT, '.dependency-cruiser.cjs')) as IFlattenedRuleSet;

/** Feature b: an internal file, its public file and a testing fixture. */
const FEATURE_B = {
  'src/server/features/b/internal.ts': 'export const internal = 1;',
  'src/server/features/b/public-api.ts': "export { internal } from './internal';",
  'src/server/features/b/testing/fixture.ts': 'export const fixture = 1;',
};

/** The composition root: the app, its dependencies' types and a value beside them, and the old shared repositories. */
const COMPOSITION_ROOT = {
  'src/server/app.ts': 'export const buildApp = 1;',
  'src/server/app-deps.ts': 'export type AppDeps = { db: string };\nexport const DEFAULT_RATE_LIMITS = 1;',
  'src/server/app-repositories.ts': 'export const createRepositories = 1;',
};

let root: string | undefined;

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** The rules broken by a tree of feature b plus `files`, as `rule: from → to`. */
const violationsOf = async (files: Record<string, string>): Promise<string[]> => {
  root = mkdtempSync(join(tmpdir(), 'feature-boundaries-'));
  for (const [path, text] of Object.entries({ ...FEATURE_B, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const { output } = await cruise(['src'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text instead of a result');
  return output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
};

describe('server feature boundaries', () => {
  it("refuses a feature importing another feature's internal file", async () => {
    const violations = await violationsOf({
      'src/server/features/a/uses-b.ts': "import { internal } from '../b/internal';\nexport const a = internal;",
    });
    expect(violations).toContain(
      'server-features-meet-through-public-files: src/server/features/a/uses-b.ts → src/server/features/b/internal.ts',
    );
  });

  it('refuses a feature importing a private file in a room of another feature', async () => {
    const violations = await violationsOf({
      'src/server/features/b/room/private.ts': 'export const hidden = 1;',
      'src/server/features/a/uses-b-room.ts': "import { hidden } from '../b/room/private';\nexport const a = hidden;",
    });
    expect(violations).toEqual([
      'server-features-meet-through-public-files: src/server/features/a/uses-b-room.ts → src/server/features/b/room/private.ts',
    ]);
  });

  it('refuses a feature importing the composition root, or a value of its dependencies', async () => {
    const violations = await violationsOf({
      ...COMPOSITION_ROOT,
      'src/server/features/a/uses-root.ts':
        "import { buildApp } from '../../app';\nimport { createRepositories } from '../../app-repositories';\n" +
        "import { DEFAULT_RATE_LIMITS } from '../../app-deps';\nexport const a = [buildApp, createRepositories, DEFAULT_RATE_LIMITS];",
    });
    expect(violations).toEqual([
      'server-features-do-not-import-the-composition-root: src/server/features/a/uses-root.ts → src/server/app-repositories.ts',
      'server-features-do-not-import-the-composition-root: src/server/features/a/uses-root.ts → src/server/app.ts',
      'server-features-read-app-deps-as-types-only: src/server/features/a/uses-root.ts → src/server/app-deps.ts',
    ]);
  });

  it("lets a feature's dependencies extend the AppDeps type, and its tests build the app", async () => {
    const violations = await violationsOf({
      ...COMPOSITION_ROOT,
      'src/server/features/a/a-deps.ts':
        "import type { AppDeps } from '../../app-deps';\nexport type ADeps = AppDeps & { a: number };",
      'src/server/features/a/a.test.ts': "import { buildApp } from '../../app';\nexport const built = buildApp;",
    });
    expect(violations).toEqual([]);
  });

  it("lets a feature import another feature's public file", async () => {
    const violations = await violationsOf({
      'src/server/features/a/uses-b.ts': "import { internal } from '../b/public-api';\nexport const a = internal;",
    });
    expect(violations).toEqual([]);
  });

  it("lets a feature's tests use another feature's testing fixtures, but not its internals", async () => {
    const violations = await violationsOf({
      'src/server/features/a/a.test.ts':
        "import { fixture } from '../b/testing/fixture';\nimport { internal } from '../b/internal';\nexport const a = [fixture, internal];",
    });
    expect(violations).toEqual([
      'server-feature-tests-meet-through-public-files-or-fixtures: src/server/features/a/a.test.ts → src/server/features/b/internal.ts',
    ]);
  });

  it('refuses infrastructure importing a feature, even its public file', async () => {
    const violations = await violationsOf({
      'src/server/plugins/uses-b.ts':
        "import { internal } from '../features/b/public-api';\nexport const p = internal;",
      'src/server/db/uses-b.ts': "import { internal } from '../features/b/public-api';\nexport const d = internal;",
    });
    expect(violations).toEqual([
      'server-infrastructure-imports-no-feature: src/server/db/uses-b.ts → src/server/features/b/public-api.ts',
      'server-infrastructure-imports-no-feature: src/server/plugins/uses-b.ts → src/server/features/b/public-api.ts',
    ]);
  });

  it('lets the demo data compose features through their public files only', async () => {
    const violations = await violationsOf({
      'src/server/db/seed/seed.ts':
        "import { internal } from '../../features/b/internal';\nimport { internal as again } from '../../features/b/public-api';\nexport const s = [internal, again];",
    });
    expect(violations).toEqual([
      'server-composition-through-public-files: src/server/db/seed/seed.ts → src/server/features/b/internal.ts',
    ]);
  });
});
