// Text typed into a field the server drew, before the page's code took the page over (hydration, src/web/main.tsx), is
// in the input but not in the form: React keeps what an input holds while it hydrates, and the form would draw its own
// value over it at its next render (a slow phone takes a moment to hydrate, and an investor may type meanwhile). Once
// the field is in, an input whose text differs from the value it was drawn with (React sets `defaultValue` to it) was
// typed into before: the field takes that text as if it were typed now.
import { type RefObject, useEffect, useRef } from 'react';

export const useTypedBeforeHydration = (
  ref: RefObject<HTMLInputElement | null>,
  onTyped: (text: string, input: HTMLInputElement) => void,
): void => {
  const latest = useRef(onTyped);
  latest.current = onTyped;
  useEffect(() => {
    const input = ref.current;
    if (input && input.value !== input.defaultValue) latest.current(input.value, input);
  }, [ref]);
};
