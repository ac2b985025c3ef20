// Reads a chosen file in the browser: its first bytes for the kind check, then the whole file as base64 for the JSON
// body (docs/design.md §5: state-changing calls take JSON).
import { UPLOAD_MESSAGES } from '../../../shared/schemas/fields/upload';
import { SNIFF_BYTES, uploadProblem } from '../../../shared/schemas/fields/upload-kind';
import type { UploadValue } from './upload-value';

const base64Of = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export const readUpload = async (file: File): Promise<Exclude<UploadValue, null>> => {
  const fileName = file.name;
  try {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const problem = uploadProblem({ byteLength: file.size, head });
    if (problem) return { status: 'refused', fileName, message: problem };
    return { status: 'ready', fileName, byteLength: file.size, dataBase64: await base64Of(file) };
  } catch {
    return { status: 'refused', fileName, message: UPLOAD_MESSAGES.unreadable };
  }
};
