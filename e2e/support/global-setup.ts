// Once per e2e run: build the web app (unless CI built it just before), start the API (fresh database) with
// `vite preview` in front of it, and one Chromium that every test file connects to. Torn down when the run ends.
import { join } from 'node:path';
import { chromium, request as playwrightRequest } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchOptions } from './browser';
import { buildWeb, seedDataOnce, startStack } from './stack';
import { enrolTotpThrough } from './two-step';

const DEMO_ADMINS = ['admin@investor-portal.local', 'controller@investor-portal.local'];
const DEMO_ADMIN_PASSWORD = 'demo-admin-2026';

/** Both demo admins log in once and set up an authenticator app, as the back office asks of them. */
const enrolDemoAdmins = async (baseUrl: string): Promise<Record<string, string>> => {
  const secrets: Record<string, string> = {};
  for (const email of DEMO_ADMINS) {
    const request = await playwrightRequest.newContext({ baseURL: baseUrl });
    try {
      const login = await request.post('/api/login', { data: { email, password: DEMO_ADMIN_PASSWORD } });
      if (!login.ok()) throw new Error(`Login of ${email} answered ${login.status()}`);
      secrets[email] = await enrolTotpThrough(request, DEMO_ADMIN_PASSWORD);
    } finally {
      await request.dispose();
    }
  }
  return secrets;
};

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    wsEndpoint: string;
    /** The demo admins' authenticator secrets, by e-mail: the back office needs a second factor. */
    adminTotpSecrets: Record<string, string>;
    /** Where the shared stack writes its mail, one .eml file a mail (no SMTP server: the development outbox). */
    outboxDir: string;
  }
}

/** Set by CI, which builds once before the tests (and checks the build prints no warning). */
const isWebBuilt = process.env.PORTAL_WEB_BUILT === 'true';

export default async function setup(project: TestProject) {
  const [removeSeededData] = await Promise.all([seedDataOnce(), isWebBuilt ? undefined : buildWeb()]);
  const stack = await startStack();
  const browserServer = await chromium.launchServer(launchOptions());
  project.provide('baseUrl', stack.baseUrl);
  project.provide('apiUrl', stack.api.url);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  project.provide('adminTotpSecrets', await enrolDemoAdmins(stack.baseUrl));
  project.provide('outboxDir', join(stack.api.dataDir, 'outbox'));
  return async () => {
    await browserServer.close();
    await stack.stop();
    removeSeededData();
  };
}
