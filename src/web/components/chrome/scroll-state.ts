// docs/spec.md §2: progress percent is the rounded scroll fraction; past 200px (docs/spec.md §9) the header tightens.
import { HEADER_TIGHTEN_SCROLL_PX } from '../../../shared/domain/constants';

export type ScrollState = { percent: number; isTight: boolean };

export const scrollState = ({
  scrollY,
  scrollHeight,
  viewportHeight,
}: {
  scrollY: number;
  scrollHeight: number;
  viewportHeight: number;
}): ScrollState => {
  const scrollable = scrollHeight - viewportHeight;
  const fraction = scrollable > 0 ? Math.min(Math.max(scrollY / scrollable, 0), 1) : 0;
  return { percent: Math.round(fraction * 100), isTight: scrollY > HEADER_TIGHTEN_SCROLL_PX };
};
