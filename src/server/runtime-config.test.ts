import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';
import { generateDataKey } from './security/data-key';

const env = { PORTAL_DATA_KEY: generateDataKey().toString('base64') };

describe('the web build the server serves (WEB_ROOT)', () => {
  it('is dist/web unless WEB_ROOT names another one, read as a path from the working folder', () => {
    expect(readRuntimeConfig(env).webRoot).toBeUndefined();
    expect(readRuntimeConfig({ ...env, WEB_ROOT: 'build/web' }).webRoot).toBe(resolve('build/web'));
  });
});
