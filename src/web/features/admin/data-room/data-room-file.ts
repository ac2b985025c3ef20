// A chosen data-room file in the browser: its first bytes and size checked with the server's own rules
// (src/shared/domain/data-room-file-kind.ts), then the whole file as base64 for the JSON body.
import { DATA_ROOM_MESSAGES } from '../../../../shared/api/data-room';
import { DATA_ROOM_SNIFF_BYTES, dataRoomFileProblem } from '../../../../shared/domain/data-room-file-kind';
import type { UploadValue } from '../../../components/upload/upload-value';
import type { DataRoomFile } from '../api/data-room-calls';
import { readFileAsBase64 } from './read-file';

/** The kinds the file input offers; the bytes decide what is accepted. */
export const DATA_ROOM_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const DATA_ROOM_LIMITS_TEXT =
  'PDF, JPEG or PNG, up to 25 MB. Images reach investors as PDFs; save Office files as PDF first.';

export const readDataRoomFile = async (file: File): Promise<Exclude<UploadValue, null>> => {
  const fileName = file.name;
  try {
    const head = new Uint8Array(await file.slice(0, DATA_ROOM_SNIFF_BYTES).arrayBuffer());
    const problem = dataRoomFileProblem({ byteLength: file.size, head });
    if (problem) return { status: 'refused', fileName, message: problem };
    return { status: 'ready', fileName, byteLength: file.size, dataBase64: await readFileAsBase64(file) };
  } catch {
    return { status: 'refused', fileName, message: DATA_ROOM_MESSAGES.unreadable };
  }
};

/** The field's error (undefined when a good file is chosen). */
export const dataRoomFileError = (value: UploadValue): string | undefined => {
  if (value === null) return DATA_ROOM_MESSAGES.required;
  return value.status === 'refused' ? value.message : undefined;
};

export const toDataRoomFile = (value: UploadValue): DataRoomFile | null =>
  value?.status === 'ready' ? { fileName: value.fileName, dataBase64: value.dataBase64 } : null;
