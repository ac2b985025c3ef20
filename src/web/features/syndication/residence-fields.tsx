// The residence on the proof-of-identity step, with docs/spec.md §2's display rules as the wizard's address has them: a US
// residence asks for 'City', a 'State' dropdown and a 'Zip/Postal Code'; any other country for 'City/District', a
// free-text province and a 'Postal Code'.
import { useFormikContext } from 'formik';
import { US_STATES } from '../../../shared/config/us-states';
import { MAX_LENGTH } from '../../../shared/domain/constants';
import type { NamedValue } from '../../lib/api/api-types';
import { type Choice, SelectControl, TextControl } from './form-controls';
import type { IdentityFormValues } from './identity-values';
import styles from './syndication.module.css';

const STATE_CHOICES: Choice[] = US_STATES.map(({ value, name }) => ({ value, label: name }));

export const ResidenceFields = ({ countries }: { countries: readonly NamedValue[] }) => {
  const { values, setFieldValue } = useFormikContext<IdentityFormValues>();
  const isUs = values.residence.country === 'US';
  return (
    <fieldset className={styles.fieldset}>
      <legend>Your residence</legend>
      <SelectControl
        name="residence.country"
        label="Country"
        autoComplete="country"
        choices={countries.map(({ value, name }) => ({ value, label: name }))}
        // A US state code means nothing as a province, and a province nothing as a state.
        onPick={() => void setFieldValue('residence.state', '')}
      />
      <TextControl
        name="residence.addressLine1"
        label="Street address"
        autoComplete="address-line1"
        maxLength={MAX_LENGTH.addressLine}
      />
      {isUs ? (
        <>
          <TextControl name="residence.city" label="City" autoComplete="address-level2" maxLength={MAX_LENGTH.city} />
          <SelectControl name="residence.state" label="State" autoComplete="address-level1" choices={STATE_CHOICES} />
          <TextControl
            name="residence.postalCode"
            label="Zip/Postal Code"
            autoComplete="postal-code"
            maxLength={MAX_LENGTH.postalCode}
          />
        </>
      ) : (
        <>
          <TextControl
            name="residence.city"
            label="City/District"
            autoComplete="address-level2"
            maxLength={MAX_LENGTH.city}
          />
          <TextControl
            name="residence.state"
            label="State/Province/Region"
            autoComplete="address-level1"
            maxLength={MAX_LENGTH.province}
            isOptional
          />
          <TextControl
            name="residence.postalCode"
            label="Postal Code"
            autoComplete="postal-code"
            maxLength={MAX_LENGTH.postalCode}
            isOptional
          />
        </>
      )}
    </fieldset>
  );
};
