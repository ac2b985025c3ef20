// docs/spec.md §7 GET /api/fundraise-ui-config: the configured lists the forms offer. Countries come from libphonenumber-js
// named in English by Intl.DisplayNames, so there is no hand-typed list to keep up to date.

import type { FastifyInstance } from 'fastify';
import { getCountries } from 'libphonenumber-js';
import { ACCREDITATION_OPTIONS } from '../../../shared/config/accreditation-options';
import { CUSTODIANS } from '../../../shared/config/custodians';
import { selectableIraTypes } from '../../../shared/config/ira-types';
import { METHOD_OPTIONS } from '../../../shared/config/method-options';
import { QUALIFIED_PURCHASER_DEFINITIONS } from '../../../shared/config/qualified-purchaser-definitions';
import { US_STATES } from '../../../shared/config/us-states';
import { PORTAL_TYPES } from '../../../shared/domain/codes';
import { type UiConfigAnswer, uiConfigAnswer } from './fund-answers';

export type CountryOption = { value: string; name: string };

export const countryOptions = (): CountryOption[] => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return getCountries()
    .map((code) => ({ value: code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
};

export const uiConfigRoutes = async (app: FastifyInstance): Promise<void> => {
  // The lists never change while the process runs: serialised once.
  const config = JSON.stringify({
    usStates: US_STATES,
    country: countryOptions(),
    iraType: selectableIraTypes(),
    iraCustodian: CUSTODIANS,
    accreditationType: ACCREDITATION_OPTIONS,
    qualifiedPurchaserDefinition: QUALIFIED_PURCHASER_DEFINITIONS,
    accountType: METHOD_OPTIONS,
    portalSettings: { portalType: PORTAL_TYPES },
  } satisfies UiConfigAnswer);
  // The schema describes the answer; the text sent is the one serialised above.
  app.get('/api/fundraise-ui-config', { schema: { response: { 200: uiConfigAnswer } } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(config),
  );
};
