// The delegate's voice (delegate-voice.ts) in a chunk of its own: only a delegate's pages load it, before their step
// draws (server-pages.ts prepares it with the step's code), so the server's HTML and the browser's first render agree.
import { useEffect, useReducer } from 'react';
import type { Visitor } from '../../../shared/domain/entities';
import type { inDelegateVoice } from './delegate-voice';
import { loadedOnce } from './loaded-once';

type Voice = typeof inDelegateVoice;

const code = loadedOnce((_: 'voice') => import('./delegate-voice').then((m) => m.inDelegateVoice));

/** The investor a delegate fills in for, by the name the questions use; null for anyone else. */
export const delegateFor = (visitor: Visitor | null | undefined): string | null =>
  visitor?.delegateEmail && visitor.user ? visitor.user.firstName.trim() || visitor.user.email1 : null;

export const loadDelegateVoice = (): Promise<Voice> => code.load('voice');

/** The voice once in; undefined while it is downloading. Anyone but a delegate needs none (null). */
export const useDelegateVoice = (name: string | null): Voice | null | undefined => {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const voice = name === null ? null : code.loaded('voice');
  useEffect(() => {
    if (voice !== undefined) return;
    void loadDelegateVoice().then(arrived);
  }, [voice]);
  return voice;
};
