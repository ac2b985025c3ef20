// A JSON POST that reports how much of its body has gone up: fetch cannot tell, XMLHttpRequest's upload events can.
// Used where the body carries a document (the syndication uploads, the data room's documents); answers and failures
// read as apiRequest's do, counted or not as there.
import { ApiError, toErrorBody } from './api-error';
import { countFailure, countSuccess, parsePayload } from './http';

/** The share of the body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

type UploadRequest = {
  endpoint: string;
  path: string;
  body: unknown;
  onProgress: UploadProgress;
  /** Whether a failure counts toward docs/spec.md §8's limit; false for the back office (as in apiRequest). */
  isCounted?: boolean;
};

export const uploadRequest = <T>({ endpoint, path, body, onProgress, isCounted = true }: UploadRequest): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => onProgress(1));
    xhr.addEventListener('load', () => {
      const payload = parsePayload(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (isCounted) countSuccess(endpoint);
        resolve(payload as T);
        return;
      }
      if (isCounted) countFailure(endpoint, xhr.status);
      reject(new ApiError(endpoint, xhr.status, toErrorBody(payload)));
    });
    const onNetworkFailure = () => {
      if (isCounted) countFailure(endpoint, 'network');
      reject(new ApiError(endpoint, 'network', toErrorBody(null)));
    };
    xhr.addEventListener('error', onNetworkFailure);
    xhr.addEventListener('timeout', onNetworkFailure);
    xhr.send(JSON.stringify(body));
  });
