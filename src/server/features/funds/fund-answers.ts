// The answer schemas of the public fund routes (docs/api.md 'Portfolio, funds and configuration'), tied to the types
// the web app reads (src/shared/api/funds.ts, fund-page.ts and the configuration lists of src/shared/config).

import type { FaqEntryView, FundPageContent, FundProgress, TeamMemberView } from '../../../shared/api/fund-page';
import type { FundCard, FundsAnswer } from '../../../shared/api/funds';
import type { AccreditationOption } from '../../../shared/config/accreditation-options';
import type { Custodian } from '../../../shared/config/custodians';
import type { IraType } from '../../../shared/config/ira-types';
import type { MethodOption } from '../../../shared/config/method-options';
import type { QualifiedPurchaserDefinition } from '../../../shared/config/qualified-purchaser-definitions';
import type { UsState } from '../../../shared/config/us-states';
import { GLOBAL_METHODS, PORTAL_TYPES, US_METHODS } from '../../../shared/domain/codes';
import type { Fund, FundPortalSettings } from '../../../shared/domain/entities';
import type { FundDates } from '../../../shared/domain/fund-dates';
import { FUND_STATES, type FundState } from '../../../shared/domain/fund-state';
import {
  answerObject,
  arrayOf,
  booleanAnswer,
  enumAnswer,
  integerAnswer,
  nullableInteger,
  nullableObject,
  nullableString,
  stringAnswer,
} from '../../answer-schema';
import { addressAnswer, fundAnswer, portalSettingsAnswer } from '../../entity-answers';

const fundCardAnswer = answerObject<FundCard>()({
  slug: stringAnswer,
  name: stringAnswer,
  legalName: stringAnswer,
  minimumInvestmentAmount: integerAnswer,
  maximumInvestmentAmount: nullableInteger,
  hexColor: stringAnswer,
  state: enumAnswer(FUND_STATES),
});

/** GET /api/funds. */
export const fundsAnswer = answerObject<FundsAnswer>()({ funds: arrayOf(fundCardAnswer) });

const teamMemberAnswer = answerObject<TeamMemberView>()({
  id: stringAnswer,
  name: stringAnswer,
  role: stringAnswer,
  bioHtml: stringAnswer,
  photoUrl: nullableString,
});

const faqEntryAnswer = answerObject<FaqEntryView>()({
  id: stringAnswer,
  question: stringAnswer,
  answerHtml: stringAnswer,
});

const fundPageContentAnswer = answerObject<FundPageContent>()({
  overviewHtml: stringAnswer,
  team: arrayOf(teamMemberAnswer),
  faq: arrayOf(faqEntryAnswer),
});

const fundProgressAnswer = answerObject<FundProgress>()({
  committedAmount: integerAnswer,
  targetAmount: integerAnswer,
});

/** GET /api/fund/:slug, as the fund page reads it (FundView in the web app's api-types.ts). */
export type FundAnswer = {
  fund: Fund;
  portalSettings: FundPortalSettings;
  state: FundState;
  /** The fund's dates as the page writes them (fund-dates.ts). */
  dates: FundDates;
  page: FundPageContent;
  progress: FundProgress | null;
};

const fundDatesAnswer = answerObject<FundDates>()({
  opens: nullableString,
  commitmentDeadline: nullableString,
  reservationsClose: nullableString,
  finalClose: nullableString,
});

export const fundViewAnswer = answerObject<FundAnswer>()({
  fund: fundAnswer,
  portalSettings: portalSettingsAnswer,
  state: enumAnswer(FUND_STATES),
  dates: fundDatesAnswer,
  page: fundPageContentAnswer,
  progress: nullableObject(fundProgressAnswer),
});

const namedValueAnswer = answerObject<UsState>()({ value: stringAnswer, name: stringAnswer });

/** GET /api/fundraise-ui-config: docs/spec.md §3's configuration lists. */
export type UiConfigAnswer = {
  usStates: readonly UsState[];
  country: readonly UsState[];
  iraType: readonly IraType[];
  iraCustodian: readonly Custodian[];
  accreditationType: readonly AccreditationOption[];
  qualifiedPurchaserDefinition: readonly QualifiedPurchaserDefinition[];
  accountType: readonly MethodOption[];
  portalSettings: { portalType: typeof PORTAL_TYPES };
};

export const uiConfigAnswer = answerObject<UiConfigAnswer>()({
  usStates: arrayOf(namedValueAnswer),
  country: arrayOf(namedValueAnswer),
  iraType: arrayOf(answerObject<IraType>()({ name: stringAnswer, value: stringAnswer, visibleOnForms: booleanAnswer })),
  iraCustodian: arrayOf(
    answerObject<Custodian>()({
      id: enumAnswer(['strata', 'entrust', 'other']),
      name: stringAnswer,
      ein: nullableString,
      mailingAddress: nullableObject(addressAnswer),
    }),
  ),
  accreditationType: arrayOf(
    answerObject<AccreditationOption>()({
      code: integerAnswer,
      value: stringAnswer,
      label: stringAnswer,
      criteria: arrayOf(stringAnswer),
    }),
  ),
  qualifiedPurchaserDefinition: arrayOf(
    answerObject<QualifiedPurchaserDefinition>()({
      label: stringAnswer,
      subtext: stringAnswer,
      value: stringAnswer,
      isEntityType: booleanAnswer,
    }),
  ),
  accountType: arrayOf(
    answerObject<MethodOption>()({
      value: enumAnswer([...US_METHODS, ...GLOBAL_METHODS]),
      label: stringAnswer,
      accountType: integerAnswer,
      isGlobal: booleanAnswer,
    }),
  ),
  portalSettings: answerObject<UiConfigAnswer['portalSettings']>()({
    portalType: arrayOf(enumAnswer(PORTAL_TYPES)),
  }),
});
