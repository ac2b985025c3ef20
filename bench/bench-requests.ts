// The request sequences autocannon sends (run inside the load generator). Every submit is a real step change: the
// investor's transaction moves on, so the server validates, runs the flow and writes a new version each time.
import type { Request } from 'autocannon';
import { INDIVIDUAL_ANSWERS, SSN } from '../src/server/features/investment-flow/testing/flow-fixtures';
import { type BenchInvestor, FLOW_PAIR, type PairPaths } from './load-job';

const json = (cookie: string) => ({ 'content-type': 'application/json', cookie });

const investorOf = (context: Record<string, unknown>): BenchInvestor => {
  const investor = context.investor as BenchInvestor | undefined;
  if (!investor) throw new Error('The connection holds no investor');
  return investor;
};

/** Submit on SSN_TAX_ID, then Previous back to it: a connection borrows an investor for the pair. */
export const submitPreviousRequests = (investors: BenchInvestor[], paths: PairPaths = FLOW_PAIR): Request[] => {
  const free = [...investors];
  return [
    {
      method: 'POST',
      path: paths.submit,
      setupRequest: (request, context) => {
        const investor = free.pop();
        if (!investor) throw new Error('More connections than investors');
        context.investor = investor;
        const body = {
          transactionIntegrationId: investor.transactionId,
          currentStep: 'SSN_TAX_ID',
          values: { ssn: SSN },
        };
        return { ...request, headers: json(investor.cookie), body: JSON.stringify(body) };
      },
    },
    {
      method: 'POST',
      path: paths.previous,
      setupRequest: (request, context) => {
        const { cookie, transactionId } = investorOf(context);
        const body = { transactionIntegrationId: transactionId, currentStep: 'NAME_PHONE' };
        return { ...request, headers: json(cookie), body: JSON.stringify(body) };
      },
      onResponse: (_status, _body, context) => {
        free.push(investorOf(context));
      },
    },
  ];
};

/** The steps of one walk: INITIAL … ACCREDITED_INVESTOR, the last of which reaches the signing step. */
export const WALK_STEPS = INDIVIDUAL_ANSWERS.length;

/**
 * One submit per step of the individual path. autocannon keeps a connection's context for one pass over the list,
 * so a connection walks its investor through every step, then takes a fresh investor at INITIAL.
 */
export const submitWalkRequests = (investors: BenchInvestor[]): Request[] => {
  const fresh = [...investors];
  return INDIVIDUAL_ANSWERS.map(([step, values], index) => ({
    method: 'POST',
    path: '/api/submit-step',
    setupRequest: (request, context) => {
      if (index === 0) {
        const investor = fresh.pop();
        if (!investor) throw new Error('The walk ran out of fresh investors');
        context.investor = investor;
      }
      const { cookie, transactionId } = investorOf(context);
      const body = { transactionIntegrationId: transactionId, currentStep: step, values };
      return { ...request, headers: json(cookie), body: JSON.stringify(body) };
    },
  }));
};
