// Once per e2e run: build the web app, start the API (fresh database) with `vite preview` in front of it, and one
// Chromium that every test file connects to. Torn down when the run ends.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchOptions } from './browser';
import { buildWeb, startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  await buildWeb();
  const stack = await startStack();
  const browserServer = await chromium.launchServer(launchOptions());
  project.provide('baseUrl', stack.baseUrl);
  project.provide('apiUrl', stack.api.url);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await stack.stop();
  };
}
