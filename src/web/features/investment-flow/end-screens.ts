// docs/spec.md §2 end screens and docs/spec.md §8 end-screen messages: their text and their one button.
import type { TerminalStepId } from '../../../shared/domain/steps';

export { investorRelationsHref } from './investor-relations-link';

export type EndScreenAction = 'fundPage' | 'contactInvestorRelations' | 'restart' | 'back';

export type EndScreen = {
  paragraphs: readonly string[];
  primary: { label: string; action: EndScreenAction };
  secondary?: { label: string; action: EndScreenAction };
  /** docs/spec.md §2: the investor may go back and change the answer that led here (Previous, recomputed by the server). */
  back?: { label: string; action: 'back' };
};

export const END_SCREENS: Record<Exclude<TerminalStepId, 'MID_CLOSING'>, EndScreen> = {
  IRA_PROVIDER_CUSTOM_CONFIRM: {
    paragraphs: [
      'We have your IRA details. An investor relations team member will make contact with you shortly to help you complete your investment through your IRA.',
    ],
    primary: { label: 'Go to fund page', action: 'fundPage' },
  },
  INVALID_INVESTOR_STATUS: {
    paragraphs: [
      'All investors in this fund must be Accredited Investors or Qualified Purchasers.',
      'If your situation has changed, you can go back and update your selection. You may also contact our investor relations team about other ways to invest.',
    ],
    primary: { label: 'Go to Fund', action: 'fundPage' },
    secondary: { label: 'Contact investor relations', action: 'contactInvestorRelations' },
    back: { label: 'Go back and update my answer', action: 'back' },
  },
  INVALID_JTWROS_INVESTOR_STATUS: {
    paragraphs: [
      'Louisiana residents cannot hold an investment as Joint Tenants with Rights of Survivorship (JTWROS), so this subscription cannot be completed as JTWROS.',
      'Please go back and choose another method of investment, or contact our investor relations team for help.',
    ],
    primary: { label: 'Contact investor relations', action: 'contactInvestorRelations' },
    secondary: { label: 'Go to Fund', action: 'fundPage' },
    back: { label: 'Go back and choose another method', action: 'back' },
  },
  ERROR_UNKNOWN: {
    paragraphs: [
      'We could not find your place in the form. Your answers are saved; please start again from the beginning.',
    ],
    primary: { label: 'Start again', action: 'restart' },
  },
};
