// The back office's HTTP calls: the app's one HTTP path (lib/api/http.ts), outside docs/spec.md §8's failure counts
// (those send an investor to /500; an admin sees the server's message where they acted, e.g. 501 on countersigning).
import { apiRequest } from '../../../lib/api/http';

type AdminRequest = { path: string; method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal };

export const adminRequest = <T>({ path, method, body, signal }: AdminRequest): Promise<T> =>
  apiRequest<T>({ endpoint: path, path, method, body, signal, isCounted: false });
