// The people behind the fund, with their photos (alt text: the person's name) and short bios. The bios are HTML the
// server rendered from the back office's Markdown and sanitised (docs/admin.md 'The fund page').
import { useId } from 'react';
import type { TeamMemberView } from '../../../shared/api/fund-page';
import styles from './fund.module.css';
import { SafeHtml } from './safe-html';

export const FundTeam = ({ team }: { team: TeamMemberView[] }) => {
  const id = useId();
  if (team.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>The team</h2>
      <ul className={styles.team}>
        {team.map((member) => (
          <li key={member.id} className={styles.person}>
            {member.photoUrl ? (
              <img
                className={styles.photo}
                src={member.photoUrl}
                alt={member.name}
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className={styles.photo} aria-hidden="true" />
            )}
            <div>
              <h3>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              <SafeHtml html={member.bioHtml} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
