// The guided signing (like DocuSign's Start → Sign here → Finish): the places that need the signer, in order, whether
// each is done, and where the guide's button takes them next. Pure, so the order is tested alone.
import type { CeremonyStage } from './ceremony-rules';

export type GuideTaskId = 'consent' | 'signHere' | 'finish';

export type GuideTask = { id: GuideTaskId; label: string; isDone: boolean };

/** The element each task leads to (the ceremony gives its sections these ids). */
export const GUIDE_TARGETS: Record<GuideTaskId, string> = {
  consent: 'ceremony-consent',
  signHere: 'ceremony-sign-here',
  finish: 'ceremony-finish',
};

type GuideInput = { stage: CeremonyStage; hasSignature: boolean; hasIntent: boolean };

export const guideTasks = ({ stage, hasSignature, hasIntent }: GuideInput): GuideTask[] => {
  const hasSigned = stage === 'signed';
  return [
    { id: 'consent', label: 'Agree to sign electronically', isDone: hasSigned || stage === 'sign' },
    { id: 'signHere', label: 'Sign here', isDone: hasSigned || (stage === 'sign' && hasSignature && hasIntent) },
    { id: 'finish', label: 'Finish', isDone: hasSigned },
  ];
};

export type GuideState = {
  tasks: GuideTask[];
  remaining: number;
  next: GuideTask | null;
  /** The button's words: Start before anything is done, then the next place, Finish at the end. */
  buttonLabel: string | null;
};

export const guideState = (input: GuideInput & { hasStarted: boolean }): GuideState => {
  const tasks = guideTasks(input);
  const next = tasks.find((task) => !task.isDone) ?? null;
  const remaining = tasks.filter((task) => !task.isDone).length;
  let buttonLabel: string | null = null;
  if (next && input.stage !== 'blocked') {
    buttonLabel = !input.hasStarted && remaining === tasks.length ? 'Start' : next.label;
  }
  return { tasks, remaining, next, buttonLabel };
};
