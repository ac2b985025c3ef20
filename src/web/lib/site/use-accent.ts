// docs/design.md §3a: the fund's colour is the accent on its pages (darkened to WCAG AA), the brand colour elsewhere.
import { useEffect } from 'react';
import { accessibleAccent } from '../format/accent-color';

export const useAccent = (hexColor: string | null | undefined): void => {
  useEffect(() => {
    if (!hexColor) return;
    const root = document.documentElement;
    root.style.setProperty('--accent', accessibleAccent(hexColor));
    return () => {
      root.style.removeProperty('--accent');
    };
  }, [hexColor]);
};
