// Acting as the investor from the back office (issue 'Impersonation'): read-only unless the admin confirms edits;
// signing stays refused. The investor's own activity page shows it happened.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/page';
import { useVisitor } from '../../../lib/session/visitor-context';
import styles from '../admin.module.css';
import { Alert } from '../admin-frame';
import { impersonateInvestor } from '../api/audit-calls';
import { messageOf } from '../error-text';

export const ActAsInvestorPanel = ({ userId, name }: { userId: string; name: string }) => {
  const checkboxId = useId();
  const navigate = useNavigate();
  const { setVisitor } = useVisitor();
  const [allowEdits, setAllowEdits] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // Acting as an investor is a power: the password again first when the last one is over ten minutes old.
  const { withStepUp, dialog } = useStepUp();

  const onAct = async () => {
    setIsBusy(true);
    try {
      setVisitor(await withStepUp(() => impersonateInvestor(userId, allowEdits)));
      navigate('/investment-summary');
    } catch (failure) {
      setError(messageOf(failure));
      setIsBusy(false);
    }
  };

  return (
    <Panel className={styles.section}>
      <h2>Act as this investor</h2>
      <p>
        See the portal as {name} sees it, under the admin banner. It is read-only unless you allow changes; you can
        never sign for them. They will see on their activity page that you did.
      </p>
      <div className={styles.checkbox}>
        <input id={checkboxId} type="checkbox" checked={allowEdits} onChange={(e) => setAllowEdits(e.target.checked)} />
        <label htmlFor={checkboxId}>Allow me to change their answers (recorded in the audit log)</label>
      </div>
      <Button onClick={onAct} isBusy={isBusy}>
        Act as {name}
      </Button>
      {error && <Alert>{error}</Alert>}
      {dialog}
    </Panel>
  );
};
