import { describe, expect, it } from 'vitest';
import { SYNDICATION_STEP_COUNT } from '../../../shared/domain/constants';
import { SYNDICATION_STAGES, SYNDICATION_STEPS } from '../../../shared/domain/syndication-progress';
import { stageMeta, stepMetaOf } from './stage-meta';

describe('what each sign-up stage shows', () => {
  it.each(SYNDICATION_STAGES)('%s has a title and a description from the machine', (stage) => {
    expect(stageMeta(stage).title).not.toBe('');
    expect(stageMeta(stage).description).not.toBe('');
  });

  it('has the four steps of docs/spec.md §9', () => {
    expect(SYNDICATION_STEPS).toHaveLength(SYNDICATION_STEP_COUNT);
  });

  it.each(SYNDICATION_STEPS.map((step, index) => [step, index + 1] as const))('%s is step %i of 4', (step, number) => {
    expect(stepMetaOf(step)).toMatchObject({
      stepNumber: number,
      stepLabel: `Step ${number} of ${SYNDICATION_STEP_COUNT}`,
    });
  });

  it.each(['NOT_STARTED', 'UNDER_REVIEW', 'WAITING_PERIOD', 'ELIGIBLE'] as const)('%s is no step', (stage) => {
    expect(stepMetaOf(stage)).toBeNull();
  });
});
