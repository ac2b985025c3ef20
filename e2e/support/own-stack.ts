// For a spec that changes its stack (halts the API, edits the database): its own API, web server and browser, started
// before its tests and stopped after them. Hooks registered later in the spec run before these on the way out.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { connectBrowser } from './session';
import { type Stack, startApi, startStack } from './stack';

export type OwnStack = {
  browser: Browser;
  stack: Stack;
  /** The API comes back on the same port with the same database (the end of an outage). */
  restartApi: () => Promise<void>;
};

/** `isWebApart`: pages served apart from the API, so that they still load while it is down (stack.ts). */
export const useOwnStack = ({
  isWebApart = false,
  host,
  env,
}: {
  isWebApart?: boolean;
  /** `localhost` for passkeys (stack.ts). */
  host?: string;
  /** More settings for its server (stack.ts). */
  env?: Record<string, string>;
} = {}): OwnStack => {
  const own = {
    restartApi: async () => {
      own.stack.api = await startApi({
        port: own.stack.api.port,
        dataDir: own.stack.api.dataDir,
        ...(host && { host }),
        ...(env && { env }),
      });
    },
  } as OwnStack;
  beforeAll(async () => {
    own.browser = await connectBrowser();
    own.stack = await startStack({ isWebApart, ...(host && { host }), ...(env && { env }) });
  });
  afterAll(async () => {
    await own.browser?.close();
    await own.stack?.stop();
  });
  return own;
};
