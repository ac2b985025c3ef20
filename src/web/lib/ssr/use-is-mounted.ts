// False in the first render (the server's, and the browser's hydration of it), true after: for what only the browser
// knows, such as the URL's #fragment, so that the first render matches the server's HTML.
import { useEffect, useState } from 'react';

export const useIsMounted = (): boolean => {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  return isMounted;
};
