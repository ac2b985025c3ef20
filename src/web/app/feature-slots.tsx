// The components app/ lends across features (see lib/slots/feature-slots.tsx), loaded only when a page shows them.
import { lazy } from 'react';
import type { FeatureSlots } from '../lib/slots/feature-slots';

const SigningPanel = lazy(() => import('../features/signing/signing-panel').then((m) => ({ default: m.SigningPanel })));
const SigningStatus = lazy(() =>
  import('../features/signing/signing-status').then((m) => ({ default: m.SigningStatus })),
);

export const featureSlots: FeatureSlots = { SigningPanel, SigningStatus };
