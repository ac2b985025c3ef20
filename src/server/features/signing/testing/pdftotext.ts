// For tests: the text of a PDF as poppler's pdftotext (Debian poppler-utils) reads it, a reader independent of the
// portal: in reading order with runs of spaces and line breaks folded into one space, or (`pdftotextLayout`) as laid
// out on the page, line by line, so that a value can be found under its label and a check mark beside its box.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const read = async (bytes: Uint8Array, options: string[]): Promise<string> => {
  const folder = await mkdtemp(join(tmpdir(), 'pdftotext-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-q', ...options, file, '-']).catch((error: { code?: unknown }) => {
      if (error.code === 'ENOENT') throw new Error('pdftotext is missing: install Debian poppler-utils');
      throw error;
    });
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

export const pdftotext = async (bytes: Uint8Array): Promise<string> =>
  (await read(bytes, [])).replace(/\s+/g, ' ').trim();

export const pdftotextLayout = async (bytes: Uint8Array): Promise<string[]> =>
  (await read(bytes, ['-layout'])).split('\n');

/** The value printed under a label (the next lines, starting within a few columns of it); '' when there is none. */
export const valueUnder = (lines: readonly string[], label: string): string => {
  const at = lines.findIndex((line) => line.includes(label));
  if (at < 0) throw new Error(`'${label}' is not in the document`);
  const line = lines[at] ?? '';
  // The field's label starts after the last gap of two spaces before the words asked for.
  const gap = line.slice(0, line.indexOf(label)).lastIndexOf('  ');
  const column = gap < 0 ? 0 : gap + 2;
  for (const next of lines.slice(at + 1, at + 3)) {
    const runs = [...next.matchAll(/\S+(?: \S+)*/g)];
    const under = runs.find((run) => Math.abs(run.index - column) <= 4);
    if (under) return under[0];
  }
  return '';
};

/** The options whose box carries the check mark ('X'), as pdftotext lays them out. */
export const checkedOptions = (lines: readonly string[]): string[] =>
  lines.flatMap((line) => [...line.matchAll(/(?:^| )X {1,3}(\S+(?: \S+)*)/g)].map((match) => match[1] ?? ''));
