// What each stage of the sign-up shows (title, description, 'Step N of 4') comes from the machine's state meta, so the
// page says exactly what the statechart and docs/flow.md say.
import { syndicationSignUpMachine } from '../../../../machines/syndication-sign-up.machine';
import type {
  SyndicationSignUpMeta,
  SyndicationStepMeta,
} from '../../../../machines/syndication-sign-up.machine.types';
import { SYNDICATION_STAGES, type SyndicationStage } from '../../../shared/domain/syndication-progress';

const metaByStage = new Map<SyndicationStage, SyndicationSignUpMeta>(
  SYNDICATION_STAGES.map((stage) => {
    const meta = syndicationSignUpMachine.root.states[stage]?.meta as SyndicationSignUpMeta | undefined;
    if (!meta) throw new Error(`The syndication sign-up has no meta for ${stage}`);
    return [stage, meta];
  }),
);

export const stageMeta = (stage: SyndicationStage): SyndicationSignUpMeta =>
  metaByStage.get(stage) as SyndicationSignUpMeta;

/** The meta of one of the four steps (with its 'Step N of 4'); null for the screens around them. */
export const stepMetaOf = (stage: SyndicationStage): SyndicationStepMeta | null => {
  const meta = stageMeta(stage);
  return 'stepNumber' in meta ? meta : null;
};
