// The syndication sign-up as an investor goes through it in the browser, and the same steps through the API for specs
// that only need an investor at a given stage (docs/code-style.md habit 9: seed through the API unless the UI is what
// is tested).
import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { NdaView, SyndicationStatusAnswer } from '../../src/shared/api/syndication';
import type { AccreditationBasis } from '../../src/shared/domain/accreditation-basis';
import { samplePdf, samplePng } from '../support/sample-files';
import { checkScreen } from '../support/screen-check';
import type { ScreenCard } from '../support/screens';

export const SYNDICATION_PATH = '/syndication-program';

/** Waits for the stage's heading and checks that the keyboard focus moved to it. */
export const expectStage = async (page: Page, title: string): Promise<void> => {
  const heading = page.getByRole('heading', { name: title, level: 1, exact: true });
  await heading.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(title);
};

export const nextStep = (page: Page) => page.getByRole('button', { name: 'Next step' });

/** The account menu's items (docs/spec.md §6), read by opening and closing it. */
export const accountMenuItems = async (page: Page): Promise<string[]> => {
  await page.getByRole('button', { name: /account menu/ }).click();
  const items = await page.locator('header ul[id] li').allTextContents();
  await page.keyboard.press('Escape');
  return items;
};

/** Axe and the screenshots, from the top of the page (filling the fields may have scrolled it). */
export const checkScreenFromTop = async (page: Page, card: ScreenCard): Promise<void> => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, card);
};

export const acceptAcknowledgments = async (page: Page): Promise<void> => {
  await page.getByLabel('I have read and accept the acknowledgments above.').check();
  await nextStep(page).click();
};

export const signNdaInPage = async (page: Page): Promise<void> => {
  await page.getByRole('region', { name: 'Full text of the disclosure' }).waitFor();
  await page.getByLabel(/I have read the Electronic Records and Signature Disclosure/).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.getByText('You accepted the disclosure.').waitFor();
  await page.getByLabel('Your full name').fill('Ada Lovelace');
  await page.getByLabel(/I intend to sign this non-disclosure agreement electronically/).check();
  await nextStep(page).click();
};

export type Residence = { country?: string; addressLine1: string; city: string; state: string; postalCode: string };

export const NEW_YORK: Residence = {
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  state: 'New York',
  postalCode: '10118',
};

/** Fills step 3 without choosing the file (the spec chooses it, to check the refusals first). */
export const fillIdentity = async (page: Page, residence: Residence = NEW_YORK): Promise<void> => {
  await page.getByLabel('Full legal name').fill('Ada King Lovelace');
  await page.getByLabel('Date of birth').fill('1980-12-10');
  if (residence.country) await page.getByLabel('Country').selectOption({ label: residence.country });
  await page.getByLabel('Street address').fill(residence.addressLine1);
  await page.getByLabel(/^City/).fill(residence.city);
  if (residence.country && residence.country !== 'United States') {
    await page.getByLabel('State/Province/Region').fill(residence.state);
    await page.getByLabel('Postal Code').fill(residence.postalCode);
  } else {
    await page.getByLabel('State', { exact: true }).selectOption({ label: residence.state });
    await page.getByLabel('Zip/Postal Code').fill(residence.postalCode);
  }
};

export const chooseFile = async (page: Page, label: string, file: Parameters<Page['setInputFiles']>[1]) => {
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
};

export const submitAccreditationInPage = async (page: Page, basisLabel: RegExp | string): Promise<void> => {
  await page.getByRole('radio', { name: basisLabel }).check();
  await chooseFile(page, 'Evidence of accreditation', await samplePdf('cpa-letter.pdf', 'CPA letter: accredited'));
  await page.getByText('Chosen: cpa-letter.pdf').waitFor();
  await nextStep(page).click();
};

// Through the API, as the page calls it.
const post = async <T>(context: BrowserContext, path: string, data: unknown): Promise<T> => {
  const response = await context.request.post(path, { data });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
};

const base64Of = (buffer: Buffer) => buffer.toString('base64');

export type ApiStage = 'NDA' | 'PROOF_OF_IDENTITY' | 'PROOF_OF_ACCREDITATION' | 'UNDER_REVIEW';

/** Takes a signed-in investor through the sign-up's calls until `stage`. */
export const signUpThroughApi = async (context: BrowserContext, stage: ApiStage): Promise<SyndicationStatusAnswer> => {
  let answer = await post<SyndicationStatusAnswer>(context, '/api/syndication/start', {});
  const acknowledgmentsTextSha256 = createHash('sha256').update(answer.acknowledgmentsText, 'utf8').digest('hex');
  answer = await post(context, '/api/syndication/acknowledgments', { accepted: true, acknowledgmentsTextSha256 });
  if (stage === 'NDA') return answer;
  const view = await post<NdaView>(context, '/api/syndication/nda/open', {});
  await post(context, '/api/syndication/nda/consent', { disclosureSha256: view.disclosure.sha256 });
  answer = await post(context, '/api/syndication/nda/sign', {
    intentToSign: true,
    signature: { kind: 'typed', text: 'Ada Lovelace' },
  });
  if (stage === 'PROOF_OF_IDENTITY') return answer;
  const passport = samplePng('passport.png');
  answer = await post(context, '/api/syndication/identity', {
    legalName: 'Ada King Lovelace',
    dateOfBirth: '1980-12-10',
    residence: { country: 'US', state: 'NY', city: 'New York', addressLine1: '350 Fifth Avenue', postalCode: '10118' },
    document: { fileName: passport.name, dataBase64: base64Of(passport.buffer) },
  });
  if (stage === 'PROOF_OF_ACCREDITATION') return answer;
  const letter = await samplePdf('cpa-letter.pdf', 'CPA letter: accredited');
  return post(context, '/api/syndication/accreditation', {
    basis: 'income' satisfies AccreditationBasis,
    document: { fileName: letter.name, dataBase64: base64Of(letter.buffer) },
  });
};
