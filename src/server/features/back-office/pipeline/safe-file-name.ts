// The names of the files in the agreements archive (docs/admin.md 'Export').

/** 'Ada Lovelace' → 'ada-lovelace': a file name any system accepts. */
export const safeFileName = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'investor';
