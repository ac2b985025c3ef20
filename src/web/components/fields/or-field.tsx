// or (docs/spec.md §2): a divider between two alternatives; the word itself is read out.
import styles from './fields.module.css';

export const OrField = () => (
  <div className={styles.or}>
    <span>or</span>
  </div>
);
