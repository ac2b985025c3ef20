// A Vitest reporter for CI's profile (scripts/ci-profile.ts): when each test file was queued and when it ended, in
// which project, with its own time (import, hooks and tests) and test count, written as JSON when the run ends.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export type FileTiming = {
  project: string;
  file: string;
  /** Milliseconds since the epoch: handed to a worker, and finished. */
  queuedAt: number;
  endedAt: number;
  /** The file's own time: environment, set-up files, import and every hook and test. */
  ownMs: number;
  tests: number;
};

export type TestTimings = { startedAt: number; endedAt: number; files: FileTiming[] };

export const TEST_TIMINGS_FILE = process.env.TEST_TIMINGS_FILE ?? '.ci-out/test-timings.json';

export default class TestTimingsReporter implements Reporter {
  private startedAt = Date.now();
  private readonly queued = new Map<string, number>();
  private readonly files: FileTiming[] = [];

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestModuleQueued(testModule: TestModule): void {
    this.queued.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    const endedAt = Date.now();
    const diagnostic = testModule.diagnostic();
    this.files.push({
      project: testModule.project.name,
      file: relative(process.cwd(), testModule.moduleId),
      queuedAt: this.queued.get(testModule.moduleId) ?? endedAt,
      endedAt,
      ownMs: Math.round(
        diagnostic.environmentSetupDuration +
          diagnostic.setupDuration +
          diagnostic.collectDuration +
          diagnostic.duration,
      ),
      tests: [...testModule.children.allTests()].length,
    });
  }

  onTestRunEnd(): void {
    const timings: TestTimings = { startedAt: this.startedAt, endedAt: Date.now(), files: this.files };
    mkdirSync(dirname(TEST_TIMINGS_FILE), { recursive: true });
    writeFileSync(TEST_TIMINGS_FILE, `${JSON.stringify(timings, null, 1)}\n`);
  }
}
