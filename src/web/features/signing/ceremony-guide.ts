// The guided signing (like DocuSign's mobile ceremony: Agree → Sign here → Finish): the places that need the signer, in
// order, whether each is done, and what the guide's button does next, said in the words beside it. The button performs
// the step itself; the page's own controls do the same for a signer who works through the page. Pure, so the order
// and the words are tested alone.
import type { CeremonyStage } from './ceremony-rules';

export type GuideTaskId = 'consent' | 'signHere' | 'finish';

export type GuideTask = { id: GuideTaskId; label: string; isDone: boolean };

/** The element each task leads to (the ceremony gives its sections these ids). */
export const GUIDE_TARGETS: Record<GuideTaskId, string> = {
  consent: 'ceremony-consent',
  signHere: 'ceremony-sign-here',
  finish: 'ceremony-finish',
};

/** The signer's own place in the reading view of the agreement, where the placed signature shows. */
export const MY_PLACE_ID = 'ceremony-my-place';

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
  /** The button's words: the next place's; null when there is nothing to do or signing is not possible now. */
  buttonLabel: string | null;
};

export const guideState = (input: GuideInput): GuideState => {
  const tasks = guideTasks(input);
  const next = tasks.find((task) => !task.isDone) ?? null;
  const remaining = tasks.filter((task) => !task.isDone).length;
  const buttonLabel = next && input.stage !== 'blocked' ? next.label : null;
  return { tasks, remaining, next, buttonLabel };
};

type StatementInput = {
  /** How the sentence names what is signed: 'subscription agreement', 'subscription agreement and this Form W-9'. */
  documentName: string;
  /** The fund's governing documents are acknowledged with the consent (the investor's, where the fund has any). */
  hasGoverningDocuments: boolean;
  hasSignature: boolean;
};

/** What the button's next press means, in the words shown beside it (the clickwrap of each step). */
export const guideStatement = (
  next: GuideTask,
  { documentName, hasGoverningDocuments, hasSignature }: StatementInput,
) => {
  switch (next.id) {
    case 'consent':
      return `By selecting ${next.label}, you accept the Electronic Records and Signature Disclosure above${
        hasGoverningDocuments ? ' and confirm you have received the fund’s governing documents listed with it' : ''
      }.`;
    case 'signHere':
      return hasSignature
        ? `By selecting ${next.label}, you adopt the signature shown as yours and intend to sign this ${documentName} electronically, with the same effect as your handwritten signature.`
        : `Adopt your signature first: type your full name or draw it, then select ${next.label}.`;
    case 'finish':
      return `Selecting ${next.label} signs the ${documentName} with the signature you placed.`;
  }
};
