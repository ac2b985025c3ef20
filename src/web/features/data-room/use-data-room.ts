// The room as the server answers it for this visitor: from the page's HTML on the first screen, fetched otherwise and
// again whenever the visitor's login changes (logging in opens more documents).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataRoomView } from '../../../shared/api/data-room';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import { dataRoomApiPath } from '../../lib/api/page-api-paths';
import { useFlash } from '../../lib/session/flash-context';
import { useVisitor } from '../../lib/session/visitor-context';
import { useServerAnswer } from '../../lib/ssr/server-answers';
import { getDataRoom } from './api/data-room-calls';

export type DataRoomLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed' }
  | { status: 'ready'; view: DataRoomView };

const servedLoad = (answer: ReturnType<typeof useServerAnswer>): DataRoomLoad => {
  if (answer?.status === 200) return { status: 'ready', view: answer.body as DataRoomView };
  if (answer?.status === 404) return { status: 'notFound' };
  return { status: 'loading' };
};

export const useDataRoom = (slug: string) => {
  const { showFlash } = useFlash();
  const { visitor } = useVisitor();
  const served = servedLoad(useServerAnswer(dataRoomApiPath(slug)));
  const [load, setLoad] = useState<DataRoomLoad>(served);
  const skipFirst = useRef(served.status !== 'loading');
  const loginKey = visitor ? `${visitor.isLoggedIn}:${visitor.user?.id ?? ''}` : null;

  const reload = useCallback(
    (signal?: AbortSignal) =>
      getDataRoom(slug, signal).then(
        (view) => setLoad({ status: 'ready', view }),
        (error: unknown) => {
          if (signal?.aborted) return;
          if (isApiError(error) && error.status === 404) {
            setLoad({ status: 'notFound' });
            return;
          }
          showFlash('warning', GENERIC_ERROR_MESSAGE, 'this-page');
          setLoad({ status: 'failed' });
        },
      ),
    [slug, showFlash],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again when the fund or the login changes
  useEffect(() => {
    if (loginKey === null) return;
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [slug, loginKey]);

  return { load, setView: (view: DataRoomView) => setLoad({ status: 'ready', view }), reload };
};
