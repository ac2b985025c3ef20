// The data room's words that depend on numbers: sizes, page counts and the pages an investor read.
import type { DataRoomDocument } from '../../../shared/api/data-room';
import { formatEasternDate } from '../../../shared/domain/eastern-dates';

export const pageCountText = (count: number): string => `${count} ${count === 1 ? 'page' : 'pages'}`;

export const documentsText = (count: number): string => `${count} ${count === 1 ? 'document' : 'documents'}`;

/** '840 KB', '1.2 MB'. */
export const fileSizeText = (bytes: number): string =>
  bytes < 1_048_576 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`;

/** '1–3, 5' from [1, 2, 3, 5]. */
export const pageRanges = (pages: readonly number[]): string => {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: string[] = [];
  let start = sorted[0];
  let previous = start;
  for (const page of [...sorted.slice(1), Number.NaN]) {
    if (start === undefined || previous === undefined) break;
    if (page === previous + 1) {
      previous = page;
      continue;
    }
    ranges.push(start === previous ? String(start) : `${start}–${previous}`);
    start = page;
    previous = page;
  }
  return ranges.join(', ');
};

/** '12 pages · PDF, 1.2 MB · Version 2, November 3, 2026'. */
export const documentFacts = (document: DataRoomDocument): string =>
  [
    pageCountText(document.pageCount),
    document.byteLength > 0 ? `PDF, ${fileSizeText(document.byteLength)}` : 'PDF',
    document.version > 1
      ? `Version ${document.version}, ${formatEasternDate(document.updatedAt)}`
      : `Added ${formatEasternDate(document.updatedAt)}`,
  ].join(' · ');

/**
 * What a copy carries (the server's stamp, data-room/stamp.ts): a logged-in reader's name (and e-mail) and the time;
 * a visitor's copy names no one, only that it is a public copy, and the time.
 */
export const stampNoteText = (isLoggedIn: boolean): string =>
  isLoggedIn
    ? 'Each copy you open or download is marked with your name and the time.'
    : 'Each copy you open or download is marked ‘Confidential · Public copy’ with the time: log in to have it prepared for you.';
