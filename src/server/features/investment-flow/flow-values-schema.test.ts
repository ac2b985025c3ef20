import { describe, expect, it } from 'vitest';
import { emptyFlowValues } from '../../../shared/domain/flow-values';
import { flowValuesSchema } from './flow-values-schema';

describe('flow values request schema', () => {
  it('describes exactly the fields of the form data', () => {
    expect(Object.keys(flowValuesSchema.properties).sort()).toEqual(Object.keys(emptyFlowValues()).sort());
  });

  it('refuses fields it does not describe', () => {
    expect(flowValuesSchema.additionalProperties).toBe(false);
  });
});
