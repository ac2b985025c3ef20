// pdf-lib's standard fonts encode WinAnsi only: any other character would make drawing throw. Text from people
// (names, user agents) is brought into that set; accents fall back to their base letter, anything else to '?'.

const EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRA.includes(char);
};

const toBase = (char: string): string => {
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  return base.length > 0 && [...base].every(isWinAnsi) ? base : '?';
};

export const toWinAnsi = (text: string): string =>
  [...text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')].map((char) => (isWinAnsi(char) ? char : toBase(char))).join('');
