// The README's layout and docs/architecture.md's server tree name the feature folders that exist, no more and no
// fewer: a feature added, renamed or removed without its docs fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const foldersIn = (path: string): string[] =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The names after 'features/:' in the README's layout line for `root`, up to the closing parenthesis or ';'. */
const readmeFeatures = (readme: string, root: string): string[] => {
  const start = readme.indexOf(`\n${root}`);
  const list = readme.slice(start).split('features/:')[1] ?? '';
  const end = list.search(/[;)]/);
  return list
    .slice(0, end)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
};

/** The folders the architecture page's `src/server/` tree lists under `features/`. */
const architectureFeatures = (page: string): string[] => {
  const tree = page.slice(page.indexOf('```\nsrc/server/'));
  const block = tree.slice(0, tree.indexOf('\n```', 4));
  const features = block.slice(block.indexOf('  features/\n'));
  const [beyond] = [...features.matchAll(/^ {2}[a-z]/gm)].slice(1);
  return [...features.slice(0, beyond?.index).matchAll(/^ {4}([a-z-]+)\//gm)].map(([, name = '']) => name).sort();
};

describe('the feature trees in the docs', () => {
  const readme = readFileSync('README.md', 'utf8');

  it("README's layout names every server feature", () => {
    expect(readmeFeatures(readme, 'src/server/')).toEqual(foldersIn('src/server/features'));
  });

  it("README's layout names every web feature", () => {
    expect(readmeFeatures(readme, 'src/web/')).toEqual(foldersIn('src/web/features'));
  });

  it('docs/architecture.md describes every server feature', () => {
    expect(architectureFeatures(readFileSync('docs/architecture.md', 'utf8'))).toEqual(
      foldersIn('src/server/features'),
    );
  });
});
