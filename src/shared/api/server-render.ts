// Server rendering (docs/design.md §7a): the API server draws a page's first screen with the web app's own code, built for
// the server (src/web/entry-server.tsx). This is the contract between the two; neither imports the other.

/** An API answer the server read for the page: its status and JSON, as the browser would have received them. */
export type ServerAnswer = { status: number; body: unknown };

/** GET path (with its query) → answer. */
export type ServerAnswers = Readonly<Record<string, ServerAnswer>>;

export type PageRender =
  /** The page as HTML: `html` goes inside #root; `modules` name the page's code as the build manifest does. */
  | { kind: 'page'; html: string; modules: readonly string[] }
  /** docs/spec.md §2's redirects, decided before any HTML is sent. */
  | { kind: 'redirect'; location: string }
  /** A page the browser draws alone. */
  | { kind: 'client' };

export type ServerRenderer = {
  /** The GET calls whose answers the page at `pathname` is drawn from; null when the browser draws it alone. */
  apiPathsFor: (pathname: string) => readonly string[] | null;
  /** `cookies`: the request's Cookie header, for the preferences the page draws with (never sent back). */
  render: (input: { url: string; answers: ServerAnswers; cookies: string | undefined }) => Promise<PageRender>;
};

/** The id of the script element that carries the answers to the browser, as JSON. */
export const SERVER_ANSWERS_ELEMENT_ID = 'portal-answers';
