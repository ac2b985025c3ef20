// The API answers the server read to draw the first page (docs/performance.md 'Server rendering'). Hooks start from
// them, so that the browser's first render matches the HTML the server sent and nothing is fetched twice. They serve
// the first render only: a page reached later in the app fetches as before.
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { SERVER_ANSWERS_ELEMENT_ID, type ServerAnswers } from '../../../shared/api/server-render';

const NONE: ServerAnswers = {};

const ServerAnswersContext = createContext<ServerAnswers>(NONE);

export const ServerAnswersProvider = ({ answers, children }: { answers: ServerAnswers; children: ReactNode }) => {
  const [current, setCurrent] = useState(answers);
  // Once the first screen is up, pages mounted later read fresh data. A transition: every reader renders again, and
  // the parts of the page still to hydrate hydrate first, in short slices rather than one long task on a phone
  // (docs/performance.md, 'After the first paint').
  useEffect(() => startTransition(() => setCurrent(NONE)), []);
  return <ServerAnswersContext.Provider value={current}>{children}</ServerAnswersContext.Provider>;
};

/** The server's answer to GET `path`, when it drew this page from one. */
export const useServerAnswer = (path: string) => useContext(ServerAnswersContext)[path];

/** The server's successful answer to GET `path`. */
export const useServerBody = <T,>(path: string): T | undefined => {
  const answer = useServerAnswer(path);
  return answer && answer.status < 300 ? (answer.body as T) : undefined;
};

/** The first successful answer whose path starts with `prefix` (a call with or without its query). */
export const useServerBodyLike = <T,>(prefix: string): T | undefined => {
  const answers = useContext(ServerAnswersContext);
  const key = Object.keys(answers).find((path) => path.startsWith(prefix) && (answers[path]?.status ?? 500) < 300);
  return key === undefined ? undefined : (answers[key]?.body as T);
};

/** The answers the server sent with the page; null when the page came without (drawn in the browser alone). */
export const readServerAnswers = (): ServerAnswers | null => {
  const element = document.getElementById(SERVER_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerAnswers;
  } catch {
    return null;
  }
};
