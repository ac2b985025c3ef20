// button (docs/spec.md §2): sets its value and submits, e.g. Edit on the method-of-investment summary.
import type { ButtonField as ButtonDescriptor } from '../../../shared/forms/form-types';
import { Button } from '../ui/button';
import { useFieldEnvironment } from './field-context';
import styles from './fields.module.css';

export const ButtonField = ({ field }: { field: ButtonDescriptor }) => {
  const { onButton, isBusy, isButtonHidden } = useFieldEnvironment();
  if (isButtonHidden(field)) return null;
  return (
    <div className={styles.field}>
      <Button variant="secondary" onClick={() => onButton(field)} disabled={isBusy} isFullOnPhone>
        {field.label}
      </Button>
      {field.hint && <p className={styles.hint}>{field.hint}</p>}
    </div>
  );
};
