import { describe, expect, it } from 'vitest';
import { minutes, parsePhases, profileReport, projectSpans, slowestFiles } from './ci-profile';
import type { FileTiming } from './test-timings-reporter';

const file = (project: string, name: string, queuedAt: number, endedAt: number, ownMs: number): FileTiming => ({
  project,
  file: name,
  queuedAt,
  endedAt,
  ownMs,
  tests: 2,
});

const files = [
  file('api', 'a.test.ts', 1_000, 61_000, 59_000),
  file('api', 'b.test.ts', 2_000, 121_000, 30_000),
  file('unit', 'c.test.ts', 5_000, 6_000, 900),
];

describe('CI profile', () => {
  it('reads the phases .ci/run appends, one name and seconds per line', () => {
    expect(parsePhases('install\t31\ntypecheck\t29\n\n')).toEqual([
      { name: 'install', seconds: 31 },
      { name: 'typecheck', seconds: 29 },
    ]);
  });

  it("spans each project from its first file queued to its last file ended, and sums the files' own time", () => {
    expect(projectSpans(files)).toEqual([
      { project: 'api', files: 2, tests: 4, spanS: 120, ownS: 89 },
      { project: 'unit', files: 1, tests: 2, spanS: 1, ownS: 0.9 },
    ]);
  });

  it('writes minutes and seconds rounded as a whole, never 60 seconds', () => {
    expect([minutes(719.6), minutes(59.4), minutes(61)]).toEqual(['12:00', '0:59', '1:01']);
  });

  it('ranks the files by their own time', () => {
    expect(slowestFiles(files, 2).map((f) => f.file)).toEqual(['a.test.ts', 'b.test.ts']);
  });

  it('prints the phases with their total, the projects and the slowest files', () => {
    const report = profileReport(parsePhases('install\t31\ntests\t600\n'), files);
    expect(report).toContain('| install | 0:31 |');
    expect(report).toContain('| **total** | **10:31** |');
    expect(report).toContain('| api | 2 | 4 | 2:00 | 1:29 |');
    expect(report.indexOf('`a.test.ts`')).toBeLessThan(report.indexOf('`b.test.ts`'));
  });

  it('says so when the run left no test timings', () => {
    expect(profileReport([], [])).toContain('no test timings');
  });
});
