// A back-office JSON POST that reports how much of its body has gone up (a data-room document can be 25 MB, a third
// more as base64): the app's upload path (lib/api/upload-request.ts), outside docs/spec.md §8's failure counts like
// adminRequest.
import { type UploadProgress, uploadRequest } from '../../../lib/api/upload-request';

export type { UploadProgress };

export const adminUpload = <T>({
  path,
  body,
  onProgress,
}: {
  path: string;
  body: unknown;
  onProgress: UploadProgress;
}) => uploadRequest<T>({ endpoint: path, path, body, onProgress, isCounted: false });
