// The 'Contact investor relations' link of a step and of the end screens (docs/spec.md §2): an e-mail to the fund's investor
// relations, its subject naming the fund. Apart from end-screens.ts, whose texts only an end screen loads.
export const INVESTOR_RELATIONS_SUBJECT = 'Question about my investment';

export const investorRelationsHref = (email: string, fundName: string): string =>
  `mailto:${email}?subject=${encodeURIComponent(`${INVESTOR_RELATIONS_SUBJECT}: ${fundName}`)}`;
