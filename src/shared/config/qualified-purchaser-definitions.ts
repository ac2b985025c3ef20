// docs/spec.md §3 configuration list 'qualifiedPurchaserDefinition' (label, subtext, value, isEntityType) with docs/spec.md §9's
// criteria. Individuals and entities each choose among the definitions of their own kind (docs/spec.md §5).

export type QualifiedPurchaserDefinition = {
  label: string;
  subtext: string;
  value: string;
  isEntityType: boolean;
};

export type InvestorKind = 'individual' | 'entity';

export const QUALIFIED_PURCHASER_DEFINITIONS: readonly QualifiedPurchaserDefinition[] = [
  {
    label: 'I own $5 million or more in investments',
    subtext: 'Alone or jointly with a spouse, not counting your primary residence or property used in a business.',
    value: 'individualInvestments5m',
    isEntityType: false,
  },
  {
    label: 'I have $25 million or more invested in private capital',
    subtext: 'Owned and invested on a discretionary basis, for your own account or for others.',
    value: 'individualPrivateCapital25m',
    isEntityType: false,
  },
  {
    label: 'The entity owns $5 million or more in assets',
    subtext: 'Held as investments, and the entity was not formed for the purpose of this investment.',
    value: 'entityAssets5m',
    isEntityType: true,
  },
];

export const qualifiedPurchaserOptions = (kind: InvestorKind): readonly QualifiedPurchaserDefinition[] =>
  QUALIFIED_PURCHASER_DEFINITIONS.filter((d) => d.isEntityType === (kind === 'entity'));

export const qualifiedPurchaserValues = (kind: InvestorKind): readonly string[] =>
  qualifiedPurchaserOptions(kind).map((d) => d.value);
