// A value made when first asked for, then kept. The portal's Intl formats are made this way rather than when their
// module loads: the first Intl format a page makes loads ICU's data, about 20 ms of a page's start-up on a phone
// (docs/performance.md), which a page should pay only when it shows or checks a date.
export const lazily = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
};
