// A JSON POST that reports how much of its body has gone up: fetch cannot tell, XMLHttpRequest's upload events can.
// Used where the body carries a document (the syndication uploads); answers and failures read as apiRequest's do.
import { ApiError, toErrorBody } from './api-error';
import { countFailure, countSuccess, parsePayload } from './http';

/** The share of the body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

type UploadRequest = { endpoint: string; path: string; body: unknown; onProgress: UploadProgress };

export const uploadRequest = <T>({ endpoint, path, body, onProgress }: UploadRequest): Promise<T> =>
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
        countSuccess(endpoint);
        resolve(payload as T);
        return;
      }
      countFailure(endpoint, xhr.status);
      reject(new ApiError(endpoint, xhr.status, toErrorBody(payload)));
    });
    const onNetworkFailure = () => {
      countFailure(endpoint, 'network');
      reject(new ApiError(endpoint, 'network', toErrorBody(null)));
    };
    xhr.addEventListener('error', onNetworkFailure);
    xhr.addEventListener('timeout', onNetworkFailure);
    xhr.send(JSON.stringify(body));
  });
