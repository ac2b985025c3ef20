// docs/spec.md §3 configuration list 'iraType' (name, value, visibleOnForms). Types no longer offered stay in the list so
// that older accounts still read correctly, but forms only offer the visible ones (docs/spec.md §5).

export type IraType = { name: string; value: string; visibleOnForms: boolean };

export const IRA_TYPES: readonly IraType[] = [
  { name: 'Traditional IRA', value: 'traditional', visibleOnForms: true },
  { name: 'Roth IRA', value: 'roth', visibleOnForms: true },
  { name: 'SEP IRA', value: 'sep', visibleOnForms: true },
  { name: 'SIMPLE IRA', value: 'simple', visibleOnForms: true },
  { name: 'Inherited IRA', value: 'inherited', visibleOnForms: true },
  { name: 'Solo 401(k)', value: 'solo401k', visibleOnForms: false },
];

export const selectableIraTypes = (): readonly IraType[] => IRA_TYPES.filter((t) => t.visibleOnForms);

export const isSelectableIraType = (value: string): boolean => selectableIraTypes().some((t) => t.value === value);
