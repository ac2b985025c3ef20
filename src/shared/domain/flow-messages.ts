// docs/spec.md §4 success flashes on reaching CONFIRM_MOI with an account found for the investor.
export const FLOW_FLASH = {
  existingIndividualAccount:
    'It appears you already have an individual account with us. Please review the details below and proceed with signing.',
  existingSecondaryAccount:
    'It appears you already have an account for that secondary subscriber. Please review the details below and proceed with signing.',
} as const;
