// How a file's size reads next to the upload field. The checks a chosen file passes before it is sent are the
// server's own (src/shared/schemas/fields/upload-kind.ts).

/** '2.4 MB', '830 KB', '12 bytes'. */
export const formatByteSize = (bytes: number): string => {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
};
