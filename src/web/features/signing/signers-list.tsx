// Who signs this agreement and where each of them stands (docs/spec.md §1: joint subscribers and spouses sign by e-mail).
import type { SignerSummary } from '../../../shared/api/signing';
import { ROLE_LABELS, signerStatusText } from './signer-words';
import styles from './signing.module.css';

export const SignersList = ({ signers, meId }: { signers: readonly SignerSummary[]; meId?: string }) => (
  <ul className={styles.signers} aria-label="Signers">
    {signers.map((signer) => (
      <li key={signer.signerId} className={styles.signer} data-signer-status={signer.status}>
        <span>
          {ROLE_LABELS[signer.role]}: <span className={styles.signerName}>{signer.name}</span>
          {signer.signerId === meId && ' (you)'}
        </span>
        <span className={styles.muted}>{signerStatusText(signer)}</span>
      </li>
    ))}
  </ul>
);
