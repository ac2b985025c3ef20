// Reading a step form: which values it binds, and whether a hidable group shows for the current values.
import type { FieldCondition, FieldDescriptor, FlowPath, StepForm } from './form-types';

/** Every value the form binds, including those inside hidable groups, in order and without repeats. */
export const boundPaths = (form: StepForm): FlowPath[] => {
  const paths = new Set<FlowPath>();
  const visit = (fields: readonly FieldDescriptor[]): void => {
    for (const field of fields) {
      if (field.kind === 'hidable') visit(field.fields);
      else if ('name' in field) paths.add(field.name);
    }
  };
  visit(form.fields);
  return [...paths];
};

/** The top-level FlowValues key of a path ('residenceAddress.city' → 'residenceAddress'). */
export const topLevelKey = (path: FlowPath): string => path.split('.')[0] ?? path;

const valueAt = (values: unknown, path: FlowPath): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      values,
    );

/** A missing value reads as null, so `equals: null` also matches an unanswered question. */
export const isConditionMet = (condition: FieldCondition, values: unknown): boolean => {
  const value = valueAt(values, condition.name) ?? null;
  return 'equals' in condition ? value === condition.equals : value !== condition.notEquals;
};
