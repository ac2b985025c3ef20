import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDataKey, loadDataKeys } from './data-key';

const tempKeyFile = () => join(mkdtempSync(join(tmpdir(), 'portal-key-')), 'data', 'data.key');

describe('data key loading', () => {
  it('uses PORTAL_DATA_KEY and the previous keys after it', () => {
    const current = generateDataKey();
    const previous = generateDataKey();
    const keys = loadDataKeys({
      env: { PORTAL_DATA_KEY: current.toString('base64'), PORTAL_DATA_KEY_PREVIOUS: previous.toString('base64') },
      keyFile: tempKeyFile(),
      isProduction: true,
    });
    expect(keys.map((k) => k.toString('hex'))).toEqual([current.toString('hex'), previous.toString('hex')]);
  });

  it('generates a development key file once and reuses it', () => {
    const keyFile = tempKeyFile();
    const first = loadDataKeys({ env: {}, keyFile, isProduction: false });
    const second = loadDataKeys({ env: {}, keyFile, isProduction: false });
    expect(first[0]?.equals(second[0] ?? Buffer.alloc(0))).toBe(true);
    expect(readFileSync(keyFile, 'utf8').trim().length).toBeGreaterThan(40);
    expect(statSync(keyFile).mode & 0o077).toBe(0);
  });

  it('refuses to start in production without a key', () => {
    expect(() => loadDataKeys({ env: {}, keyFile: tempKeyFile(), isProduction: true })).toThrow(/required/);
  });

  it('refuses a key of the wrong length', () => {
    expect(() =>
      loadDataKeys({
        env: { PORTAL_DATA_KEY: Buffer.alloc(8).toString('base64') },
        keyFile: tempKeyFile(),
        isProduction: false,
      }),
    ).toThrow(/32 bytes/);
  });
});
