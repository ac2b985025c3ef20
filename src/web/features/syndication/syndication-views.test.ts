// The sign-up's views as the server's answers drive them (first render, before any effect runs).
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SyndicationStatusAnswer, VerificationSummary } from '../../../shared/api/syndication';
import { UPLOAD_LIMITS_TEXT } from '../../components/upload/upload-field';
import { FlashProvider } from '../../lib/session/flash-context';
import { InvestmentsProvider } from '../../lib/session/investments-context';
import { VisitorProvider } from '../../lib/session/visitor-context';
import { AccreditationStep } from './accreditation-step';
import { AcknowledgmentsStep } from './acknowledgments-step';
import { stepMetaOf } from './stage-meta';
import { EligibleScreen, UnderReviewScreen } from './status-screens';
import { WaitingPeriodScreen } from './waiting-period-screen';

const verification = (kind: VerificationSummary['kind'], overrides: Partial<VerificationSummary> = {}) => ({
  kind,
  status: null,
  decision: null,
  submittedAt: null,
  decidedAt: null,
  reason: null,
  upload: null,
  ...overrides,
});

const upload = (fileName: string) => ({
  documentId: `doc-${fileName}`,
  fileName,
  contentType: 'application/pdf' as const,
  byteLength: 2048,
  uploadedAt: '2026-02-21T15:00:00.000Z',
});

const answerAt = (stage: SyndicationStatusAnswer['stage'], overrides: Partial<SyndicationStatusAnswer> = {}) => ({
  stage,
  stepNumber: null,
  acknowledgmentsText: 'Deals are confidential.\n\nPast returns do not predict future returns.',
  startedAt: '2026-02-20T15:00:00.000Z',
  acknowledgedAt: null,
  ndaSignedAt: null,
  identity: verification('identity'),
  accreditation: verification('accreditation'),
  accreditationBasis: null,
  accreditationExpiresAt: null,
  waitingPeriod: { applies: false, endsAt: null, daysLeft: 0 },
  isEligible: false,
  ...overrides,
});

const render = (element: ReactElement): string =>
  renderToString(
    createElement(
      VisitorProvider,
      null,
      createElement(
        MemoryRouter,
        { initialEntries: ['/syndication-program'] },
        createElement(FlashProvider, null, createElement(InvestmentsProvider, null, element)),
      ),
    ),
  );

const noop = () => {};
const stepProps = (answer: SyndicationStatusAnswer) => {
  const meta = stepMetaOf(answer.stage);
  if (!meta) throw new Error(`${answer.stage} is no step`);
  return { meta, answer, onAnswer: noop, onFailure: noop };
};

describe('the syndication sign-up views', () => {
  it('shows step 1 with the acknowledgments from the answer, Next step disabled until accepted', () => {
    const html = render(createElement(AcknowledgmentsStep, stepProps(answerAt('OVERVIEW_ACKNOWLEDGMENTS'))));
    expect(html).toContain('Step 1 of 4');
    expect(html).toContain('<p>Deals are confidential.</p><p>Past returns do not predict future returns.</p>');
    expect(html).toContain('I have read and accept the acknowledgments above.');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>(<span[^>]*><\/span>)?Next step<\/button>/);
  });

  it('offers every accreditation basis on step 4 with the upload’s kinds and limit', () => {
    const html = render(createElement(AccreditationStep, stepProps(answerAt('PROOF_OF_ACCREDITATION'))));
    expect(html).toContain('Step 4 of 4');
    expect(html).toContain('Net worth of $1,000,000 or more, excluding my primary residence');
    expect(html).toContain('I hold a Series 7, 65 or 82 licence');
    expect(html).toContain('Evidence of accreditation');
    expect(html).toContain(UPLOAD_LIMITS_TEXT);
    expect(html).toContain('type="file"');
  });

  it('says why accreditation was denied when the step is shown again', () => {
    const denied = verification('accreditation', {
      status: 'completed',
      decision: 'denied',
      reason: 'The letter is not signed.',
      decidedAt: '2026-02-25T15:00:00.000Z',
    });
    const html = render(
      createElement(AccreditationStep, stepProps(answerAt('PROOF_OF_ACCREDITATION', { accreditation: denied }))),
    );
    expect(html).toContain('We could not accept your proof of accreditation');
    expect(html).toContain('The letter is not signed.');
  });

  it('lists what was sent while it is under review', () => {
    const html = render(
      createElement(UnderReviewScreen, {
        answer: answerAt('UNDER_REVIEW', {
          accreditationBasis: 'licence',
          identity: verification('identity', {
            status: 'todo',
            submittedAt: '2026-02-21T15:00:00.000Z',
            upload: upload('passport.pdf'),
          }),
          accreditation: verification('accreditation', {
            status: 'todo',
            submittedAt: '2026-02-21T15:00:00.000Z',
            upload: upload('letter.pdf'),
          }),
        }),
      }),
    );
    expect(html).toContain('passport.pdf (2 KB)');
    expect(html).toContain('letter.pdf (2 KB)');
    expect(html).toContain('I hold a Series 7, 65 or 82 licence');
    expect(html.match(/Waiting for review/g)).toHaveLength(2);
  });

  it('counts down the waiting period to its end in US Eastern time', () => {
    const answer = answerAt('WAITING_PERIOD', {
      waitingPeriod: { applies: true, endsAt: '2099-03-22T14:00:00.000Z', daysLeft: 30 },
    });
    const html = render(createElement(WaitingPeriodScreen, { answer, onOver: noop }));
    expect(html).toContain('March 22, 2099 at 10:00 AM EDT');
    expect(html).toContain('role="timer"');
  });

  it('shows the accreditation’s expiry to an eligible investor', () => {
    const answer = answerAt('ELIGIBLE', { isEligible: true, accreditationExpiresAt: '2027-02-25T15:00:00.000Z' });
    expect(render(createElement(EligibleScreen, { answer }))).toContain('February 25, 2027');
  });
});
