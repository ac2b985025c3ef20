// State that outlives every page: the visitor and their investments. Outside the router, so that the router's first
// render (the page code still loading) and its second one share them instead of each fetching its own.
import type { ReactNode } from 'react';
import { InvestmentsProvider } from '../lib/session/investments-context';
import { VisitorProvider } from '../lib/session/visitor-context';
import { FeatureSlotsProvider } from '../lib/slots/feature-slots';
import { featureSlots } from './feature-slots';

export const AppProviders = ({ children }: { children: ReactNode }) => (
  <VisitorProvider>
    <InvestmentsProvider>
      <FeatureSlotsProvider slots={featureSlots}>{children}</FeatureSlotsProvider>
    </InvestmentsProvider>
  </VisitorProvider>
);
