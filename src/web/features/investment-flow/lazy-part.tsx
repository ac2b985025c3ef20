// A part of a step screen that only some steps show (an end screen, the account overview, the worked example, the
// signing), in a chunk of its own so that every other step page goes without it. Its code downloads with the step's
// code (step-code.ts), so the part draws together with the rest of the screen, never after it.
import type { ComponentType } from 'react';
import { loadedOnce } from './loaded-once';

/** The part's code: its download, and whether it is in. */
export type PartCode = { load: () => Promise<unknown>; isLoaded: () => boolean };

export type LazyPart<P> = PartCode & { loaded: () => ComponentType<P> | undefined };

export const lazyPart = <P extends object>(loader: () => Promise<ComponentType<P>>): LazyPart<P> => {
  const code = loadedOnce((_: 'part') => loader());
  return {
    load: () => code.load('part'),
    isLoaded: () => code.loaded('part') !== undefined,
    loaded: () => code.loaded('part'),
  };
};

/** Draws a lazy part; nothing until its code is in (the step screen waits for it, so this is only a safeguard). */
export const Part = <P extends object>({ of, ...props }: { of: LazyPart<P> } & P) => {
  const Loaded = of.loaded();
  return Loaded ? <Loaded {...(props as unknown as P)} /> : null;
};
