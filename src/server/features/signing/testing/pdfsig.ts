// For tests: what poppler's pdfsig (Debian poppler-utils), a verifier independent of the portal, reports of each
// digital signature in a PDF.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export type PdfsigSignature = {
  fieldName: string;
  commonName: string;
  type: string;
  /** True when the signature covers every byte of the file (no later update). */
  coversWholeFile: boolean;
  /** pdfsig's words: 'Signature is Valid.', 'Digest Mismatch.' */
  validation: string;
};

const run = promisify(execFile);

const field = (block: string, label: string): string => new RegExp(`- ${label}: (.*)`).exec(block)?.[1]?.trim() ?? '';

export const pdfsig = async (bytes: Uint8Array): Promise<PdfsigSignature[]> => {
  const folder = await mkdtemp(join(tmpdir(), 'pdfsig-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, bytes);
    // pdfsig exits non-zero when a signature fails; its report is what the tests read.
    const { stdout } = await run('pdfsig', [file]).catch((error: { code?: unknown; stdout?: string }) => {
      if (error.code === 'ENOENT') throw new Error('pdfsig is missing: install Debian poppler-utils');
      return { stdout: error.stdout ?? '' };
    });
    return stdout
      .split(/^Signature #\d+:$/m)
      .slice(1)
      .map((block) => ({
        fieldName: field(block, 'Signature Field Name'),
        commonName: field(block, 'Signer Certificate Common Name'),
        type: field(block, 'Signature Type'),
        coversWholeFile: /- Total document signed/.test(block),
        validation: field(block, 'Signature Validation'),
      }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/** A copy with one byte of the given text changed (a letter's case flipped): the tamper every signature must catch. */
export const withOneByteChanged = (bytes: Uint8Array, text: string): Buffer => {
  const copy = Buffer.from(bytes);
  const at = copy.indexOf(text, 0, 'latin1');
  if (at < 0) throw new Error(`'${text}' is not in the file`);
  copy[at] = (copy[at] ?? 0) ^ 0x20;
  return copy;
};
