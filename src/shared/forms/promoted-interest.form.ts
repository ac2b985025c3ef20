// PROMOTED_INTEREST (docs/spec.md §9): the split of profits once the commitment, with the management fee, is returned.
import { PROMOTED_INTEREST_SPLIT } from '../domain/constants';
import type { StepForm } from './form-types';

const percent = (share: number): string => `${Math.round(share * 100)}%`;

export const promotedInterestForm: StepForm = {
  title: 'Promoted interest',
  fields: [
    {
      kind: 'richtext',
      text: `This fund pays the manager a promoted interest. Once you have received back your commitment, including the management fee, further profits are split ${percent(PROMOTED_INTEREST_SPLIT.investor)} to you and ${percent(PROMOTED_INTEREST_SPLIT.manager)} to the manager.`,
    },
    {
      kind: 'checkbox',
      name: 'agreedToPromotedInterest',
      label: 'I have read and agree to the promoted interest terms above.',
    },
  ],
};
