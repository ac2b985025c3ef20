// Code, tests and docs give the why by citing a numbered section of the specification or the design page
// ('docs/spec.md §4', 'docs/design.md §7a'). Each citation must name a section those pages have, so that a renumbered
// or removed section fails here rather than leaving pointers that resolve to nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citationsIn, sectionsOf, staleCitationsIn } from './doc-citations';

const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => /\.(ts|tsx|cjs|mjs|js|md|sql|css|json)$/.test(path) && !path.endsWith('package-lock.json'));
const texts = tracked.flatMap((path) => {
  try {
    return [{ path, text: readFileSync(path, 'utf8') }];
  } catch {
    return []; // listed but deleted in the work tree
  }
});
const pages = {
  'docs/spec.md': sectionsOf(readFileSync('docs/spec.md', 'utf8')),
  'docs/design.md': sectionsOf(readFileSync('docs/design.md', 'utf8')),
};

describe('citations of docs/spec.md and docs/design.md', () => {
  it('reads the numbered sections of both pages', () => {
    expect(pages['docs/spec.md']).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(pages['docs/design.md']).toEqual(expect.arrayContaining(['3', '3a', '7a', '7b', '9']));
  });

  it('finds every section a line cites, lists and ranges too', () => {
    expect(citationsIn('// docs/spec.md §4, §5 and §9; docs/design.md §7a; docs/spec.md §2–3')).toEqual([
      { page: 'docs/spec.md', section: '4' },
      { page: 'docs/spec.md', section: '5' },
      { page: 'docs/spec.md', section: '9' },
      { page: 'docs/design.md', section: '7a' },
      { page: 'docs/spec.md', section: '2' },
      { page: 'docs/spec.md', section: '3' },
    ]);
    // Joined here, so that this file holds no citation of the older form itself.
    const [spec, design] = [['SPEC', '§4'].join(' '), ['DESIGN.md', '§7a'].join(' ')];
    expect(staleCitationsIn(`// ${spec} and ${design}`)).toEqual([spec, design]);
  });

  it('cites only sections that exist', () => {
    const cited = texts.flatMap(({ path, text }) => citationsIn(text).map((citation) => ({ path, ...citation })));
    expect(cited.length).toBeGreaterThan(500);
    const missing = cited.filter(({ page, section }) => !pages[page].includes(section));
    expect(missing).toEqual([]);
  });

  it('names the page in every citation (an applied migration keeps its words; its sections exist too)', () => {
    const stale = texts.flatMap(({ path, text }) => staleCitationsIn(text).map((citation) => ({ path, citation })));
    const outsideMigrations = stale.filter(({ path }) => !path.startsWith('src/server/db/migrations/'));
    expect(outsideMigrations).toEqual([]);
    for (const { citation } of stale) {
      const [, section = ''] = /§([0-9]+[a-z]?)/.exec(citation) ?? [];
      expect(pages[citation.startsWith('SPEC') ? 'docs/spec.md' : 'docs/design.md']).toContain(section);
    }
  });
});
