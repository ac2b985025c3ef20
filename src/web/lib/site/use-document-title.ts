import { useEffect } from 'react';
import { siteConfig } from './site-config';

/** Every page names itself in the tab and for screen readers' page announcements. */
export const useDocumentTitle = (title: string | null | undefined): void => {
  useEffect(() => {
    document.title = title ? `${title} · ${siteConfig.title}` : siteConfig.title;
  }, [title]);
};
