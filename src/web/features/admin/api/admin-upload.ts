// A back-office JSON POST that reports how much of its body has gone up (a data-room document can be 25 MB, a third
// more as base64): fetch cannot tell, XMLHttpRequest's upload events can. Like adminRequest, outside docs/spec.md §8's
// failure counts: the admin reads the server's message where they acted.
import { ApiError, toErrorBody } from '../../../lib/api/api-error';

/** The share of the body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

const parsed = (text: string): unknown => {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
};

export const adminUpload = <T>({
  path,
  body,
  onProgress,
}: {
  path: string;
  body: unknown;
  onProgress: UploadProgress;
}) =>
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
      const payload = parsed(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(new ApiError(path, xhr.status, toErrorBody(payload)));
    });
    const onNetworkFailure = () => reject(new ApiError(path, 'network', toErrorBody(null)));
    xhr.addEventListener('error', onNetworkFailure);
    xhr.addEventListener('timeout', onNetworkFailure);
    xhr.send(JSON.stringify(body));
  });
