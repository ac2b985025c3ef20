// SPEC §3: the avatar falls back to a generic one built from the lower-cased, trimmed e-mail; when no image loads at
// all, the initials show instead.
import { useState } from 'react';
import { avatarFor, initialsOf } from '../../../shared/domain/avatar';
import type { VisitorUser } from '../../../shared/domain/entities';
import styles from './header.module.css';

export const Avatar = ({ user }: { user: Pick<VisitorUser, 'avatar' | 'email1'> }) => {
  const source = avatarFor(user);
  const [failedSource, setFailedSource] = useState<string | null>(null);
  if (failedSource === source) {
    return (
      <span className={styles.initials} aria-hidden="true">
        {initialsOf(user.email1)}
      </span>
    );
  }
  return (
    <img className={styles.avatar} src={source} alt="" width={32} height={32} onError={() => setFailedSource(source)} />
  );
};
