import styles from './auth.module.css';

/** The form's own message (wrong password, too many attempts), read out as soon as it appears. */
export const FormError = ({ message }: { message: string | null }) => (
  <div role="alert" className={message ? styles.formError : undefined}>
    {message}
  </div>
);
