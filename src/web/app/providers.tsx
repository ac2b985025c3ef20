// State that outlives every page: the visitor and their investments. Outside the router, so that the router's first
// render (the page code still loading) and its second one share them instead of each fetching its own. The answers
// the server drew the first page from (none when the browser draws it alone) seed them.
import type { ReactNode } from 'react';
import type { ServerAnswers } from '../../shared/api/server-render';
import { type CookieChoice, CookieChoiceContext } from '../components/chrome/cookie-consent';
import { InvestmentsProvider } from '../lib/session/investments-context';
import { VisitorProvider } from '../lib/session/visitor-context';
import { FeatureSlotsProvider } from '../lib/slots/feature-slots';
import { ServerAnswersProvider } from '../lib/ssr/server-answers';
import { featureSlots } from './feature-slots';

type AppProvidersProps = {
  answers: ServerAnswers;
  /** The cookie banner's choice as the page's cookies hold it (cookie-consent.ts). */
  cookieChoice: CookieChoice | null;
  children: ReactNode;
};

export const AppProviders = ({ answers, cookieChoice, children }: AppProvidersProps) => (
  <ServerAnswersProvider answers={answers}>
    <CookieChoiceContext.Provider value={cookieChoice}>
      <VisitorProvider>
        <InvestmentsProvider>
          <FeatureSlotsProvider slots={featureSlots}>{children}</FeatureSlotsProvider>
        </InvestmentsProvider>
      </VisitorProvider>
    </CookieChoiceContext.Provider>
  </ServerAnswersProvider>
);
