// Browser contexts for the specs: a connected Chromium, investors signed up or logged in through the API
// (docs/code-style.md habit 9: seed through the API, not the UI, unless the UI is what is tested).

import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { COOKIE_CHOICE_COOKIE } from '../../src/web/components/chrome/cookie-consent';
import { completeSecondFactor, rememberTotpSecret } from './two-step';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const DEMO_PASSWORD = 'demo-investor-2026';
export const DEMO = {
  newInvestor: 'new.investor@example.com',
  seasonedInvestor: 'seasoned.investor@example.com',
  admin: 'admin@investor-portal.local',
  adminPassword: 'demo-admin-2026',
} as const;

export const baseUrl = (): string => inject('baseUrl');

// The demo admins of the run's shared stack were enrolled by its set-up (global-setup.ts).
for (const [email, secret] of Object.entries(inject('adminTotpSecrets'))) {
  rememberTotpSecret(new URL(inject('baseUrl')).origin, email, secret);
}

export const connectBrowser = (): Promise<Browser> => chromium.connect(inject('wsEndpoint'));

/** Hydration mismatches reported by the pages of watched contexts, since they were last taken. */
const hydrationMismatches: string[] = [];

/**
 * Records every hydration mismatch a page of `context` reports (the web app reports them as `"where":"hydration"`,
 * src/web/main.tsx); fail-on-hydration-mismatch.ts fails the test in which one happened.
 */
export const watchHydration = (context: BrowserContext): void => {
  context.on('page', (page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('"where":"hydration"')) {
        hydrationMismatches.push(`${page.url()}: ${message.text()}`);
      }
    }),
  );
};

export const takeHydrationMismatches = (): string[] => hydrationMismatches.splice(0);

/** Long enough for a slow, busy machine; a page whose code never arrives (the outage specs) goes on after it. */
const TAKE_OVER_MS = 10_000;

/**
 * A page the server drew shows its buttons before its code has taken over, and a press before then does nothing.
 * After each `page.goto` of one of the app's pages, wait until the app marks the document (`data-interactive`,
 * src/web/main.tsx), as an investor would wait for the page to respond.
 */
const waitForTakeOver = (page: Page): void => {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page
        .waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, {
          timeout: TAKE_OVER_MS,
        })
        .catch(() => undefined);
    }
    return response;
  };
};

type ContextOptions = {
  viewport?: { width: number; height: number };
  hasCookieChoice?: boolean;
  /** Another stack than the run's (the outage specs start their own). */
  url?: string;
};

/** The cookie banner answered already ('Accept all'), as a returning visitor's cookie says. */
export const answerCookieBanner = (context: BrowserContext, url: string): Promise<void> =>
  context.addCookies([{ name: COOKIE_CHOICE_COOKIE, value: 'accepted', url }]);

/** A fresh visitor; the cookie banner is answered already unless the test is about it. */
export const newVisitor = async (
  browser: Browser,
  { viewport = DESKTOP, hasCookieChoice = true, url = baseUrl() }: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> => {
  const context = await browser.newContext({ baseURL: url, viewport, locale: 'en-US', timezoneId: 'America/New_York' });
  watchHydration(context);
  if (hasCookieChoice) await answerCookieBanner(context, url);
  const page = await context.newPage();
  waitForTakeOver(page);
  // Uncaught errors in the page fail the test that caused them (checked by the spec after each test).
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
};

const expectOk = async (
  response: { ok: () => boolean; status: () => number; text: () => Promise<string> },
  what: string,
) => {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
};

export type Person = { email: string; password: string; firstName: string; lastName: string };

let addresses = 0;
/** A client address of its own for each seeded person (TEST-NET-2, never routed). */
const ownAddress = (): Record<string, string> => {
  addresses += 1;
  return { 'x-forwarded-for': `198.51.100.${addresses % 250}` };
};

/** A new investor, signed up and logged in in this context (the session cookie is the context's). */
export const signUpInvestor = async (
  context: BrowserContext,
  firstName = 'Ada',
  lastName = 'Lovelace',
): Promise<Person> => {
  const person = {
    email: `investor-${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct-horse-battery',
    firstName,
    lastName,
  };
  await expectOk(await context.request.post('/api/signup', { data: person, headers: ownAddress() }), 'Sign-up');
  return person;
};

/** Logs in through the API; with two-step verification, through its code too (an admin's is set up at first). */
export const logInAs = async (context: BrowserContext, email: string, password = DEMO_PASSWORD): Promise<void> => {
  const response = await context.request.post('/api/login', { data: { email, password }, headers: ownAddress() });
  await expectOk(response, `Login of ${email}`);
  await completeSecondFactor(context.request, await response.json(), {
    origin: new URL(response.url()).origin,
    email,
    password,
  });
};

export type Visitor = { page: Page; context: BrowserContext };

/**
 * For a spec in which the demo admin and a newly signed-up investor act in turn: both are ready before the first
 * test and closed after the last. Read them inside tests (`people.admin`), once `beforeAll` has run.
 */
export const useAdminAndInvestor = (): { browser: Browser; admin: Visitor; investor: Visitor } => {
  const people = {} as { browser: Browser; admin: Visitor; investor: Visitor };
  beforeAll(async () => {
    people.browser = await connectBrowser();
    people.admin = await newVisitor(people.browser);
    await logInAs(people.admin.context, DEMO.admin, DEMO.adminPassword);
    people.investor = await newVisitor(people.browser);
    await signUpInvestor(people.investor.context);
  });
  afterAll(async () => {
    await people.admin?.context.close();
    await people.investor?.context.close();
    await people.browser?.close();
  });
  return people;
};
