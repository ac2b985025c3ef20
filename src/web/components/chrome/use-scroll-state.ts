import { useEffect, useState } from 'react';
import { type ScrollState, scrollState } from './scroll-state';

const read = (): ScrollState =>
  scrollState({
    scrollY: window.scrollY,
    scrollHeight: document.documentElement.scrollHeight,
    viewportHeight: window.innerHeight,
  });

/** Re-reads on scroll and resize, at most once per animation frame. */
export const useScrollState = (): ScrollState => {
  const [state, setState] = useState<ScrollState>({ percent: 0, isTight: false });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setState((previous) => {
          const next = read();
          return next.percent === previous.percent && next.isTight === previous.isTight ? previous : next;
        }),
      );
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return state;
};
