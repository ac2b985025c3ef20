// The viewer's zoom steps, relative to the page fitting the width.
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** The next step in `direction` (1 in, -1 out); stays at the ends. */
export const nextZoom = (zoom: number, direction: 1 | -1): number => {
  const steps: readonly number[] = ZOOM_STEPS;
  const next = direction === 1 ? steps.find((s) => s > zoom) : [...steps].reverse().find((s) => s < zoom);
  return next ?? zoom;
};
