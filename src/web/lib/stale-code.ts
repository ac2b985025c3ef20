// After a release, a page opened before it asks for code files that are no longer on the server (their names carry
// the old build's hashes). Such a failure is not the portal's fault and a reload fixes it, so the page reloads once
// instead of showing the 500 page; a second failure soon after is a real outage and shows the 500 page as before.

// What each browser says when a module it imports cannot be fetched (Chromium, Firefox, Safari), and Vite's own
// message when a stylesheet a chunk needs cannot.
const CODE_DOWNLOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isCodeDownloadError = (error: unknown): boolean =>
  error instanceof Error && CODE_DOWNLOAD_FAILURE.test(error.message);

export const RELOADED_FOR_CODE_KEY = 'portal.reloadedForCode';
/** Within this long of the last such reload, another failure is shown rather than reloaded again. */
export const RELOAD_QUIET_PERIOD_MS = 60_000;

type ReloadEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  reload: () => void;
};

/** Reloads the page unless it already did for the same reason within the quiet period; true when it reloads. */
export const reloadOnceForCode = ({ storage, now, reload }: ReloadEnvironment): boolean => {
  try {
    const last = Number(storage.getItem(RELOADED_FOR_CODE_KEY));
    if (last > 0 && now - last < RELOAD_QUIET_PERIOD_MS) return false;
    storage.setItem(RELOADED_FOR_CODE_KEY, String(now));
  } catch {
    // Without storage nothing could stop a loop of reloads.
    return false;
  }
  reload();
  return true;
};
