// A share of a whole in words, as a progress line reads it: whole percent rounded down (the target never reads reached
// before it is), and '< 1%' for a small share that is not nothing, so money committed never reads '0%'.
export const shareText = (part: number, whole: number | null): string => {
  if (whole === null || whole <= 0 || part <= 0) return '0%';
  const percent = Math.floor((part / whole) * 100);
  return percent < 1 ? '< 1%' : `${percent}%`;
};
