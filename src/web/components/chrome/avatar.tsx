// docs/spec.md §3: the avatar falls back to a generic one built from the lower-cased, trimmed e-mail; when no image loads at
// all, the initials show instead. Initials are the person's name's (the e-mail's when there is no name). The server
// answers both with the visitor (src/shared/domain/avatar.ts).
import { useEffect, useRef, useState } from 'react';
import type { VisitorUser } from '../../../shared/domain/entities';
import styles from './header.module.css';

export const Avatar = ({ user }: { user: Pick<VisitorUser, 'avatarUrl' | 'initials'> }) => {
  const source = user.avatarUrl;
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // An image in the server's HTML may have failed before the page's code ran, and its error event with it.
  useEffect(() => {
    const shown = image.current;
    if (shown?.complete && shown.naturalWidth === 0) setFailedSource(shown.getAttribute('src'));
  }, []);
  if (failedSource === source) {
    return (
      <span className={styles.initials} aria-hidden="true">
        {user.initials}
      </span>
    );
  }
  return (
    <img
      ref={image}
      className={styles.avatar}
      src={source}
      alt=""
      width={32}
      height={32}
      onError={() => setFailedSource(source)}
    />
  );
};
