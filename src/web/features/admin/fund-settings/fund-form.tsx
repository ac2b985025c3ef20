// Every field of docs/spec.md §3 'Fund' and 'Fund portal settings', grouped as an admin thinks of a fund; dates are entered
// in US Eastern time, and the state they give the fund is shown as they change.
import { useFormikContext } from 'formik';
import {
  DEAL_CARRY,
  FUND_CARRY,
  FUND_TYPE_CODES,
  FUND_TYPE_LABELS,
  PORTAL_TYPES,
} from '../../../../shared/domain/codes';
import { usesReservations } from '../../../../shared/domain/fund-state';
import styles from '../admin.module.css';
import { CheckboxControl, type Choice, SelectControl, TextControl } from '../form-fields';
import type { FundFormValues } from './fund-form-values';
import { previewFundState } from './fund-form-values';
import { FundStateBadge } from './fund-state-badge';

const SCREENING_STAGE_CHOICES: Choice[] = [
  { value: 'investorSigned', label: 'The investor signs' },
  { value: 'fullySigned', label: 'Everyone has signed (joint subscribers and spouses too)' },
];

const PORTAL_LABELS: Record<(typeof PORTAL_TYPES)[number], string> = {
  fullQcp: 'Full subscription (QCP)',
  reservationPortal: 'Reservation portal',
  fundraiseBond: 'Fundraise: bond',
  fundraiseEquity: 'Fundraise: equity',
  fundraiseConvertibleNote: 'Fundraise: convertible note',
};

const FUND_TYPE_CHOICES: Choice[] = FUND_TYPE_CODES.map((code) => ({ value: code, label: FUND_TYPE_LABELS[code] }));

/** docs/spec.md §3 carryType as a choice: carry on each deal ('Deal Carry') makes the fund a promoted-interest fund. */
const carryChoices = (current: string): Choice[] => [
  { value: '', label: 'Not stated' },
  { value: FUND_CARRY, label: 'Carry on the whole fund' },
  { value: DEAL_CARRY, label: 'Carry on each deal (promoted interest)' },
  // A carry type stored in other words keeps them.
  ...(['', FUND_CARRY, DEAL_CARRY].includes(current) ? [] : [{ value: current, label: current }]),
];

/** The reservation window shows only where it applies (usesReservations); a price per share only where shares are
 * sold, or where one is set already. */
const sellsShares = (v: Pick<FundFormValues, 'portalType' | 'pricePerShare'>): boolean =>
  v.portalType === 'fundraiseEquity' || (Number(v.pricePerShare) || 0) > 0;
const PORTAL_CHOICES: Choice[] = PORTAL_TYPES.map((type) => ({ value: type, label: PORTAL_LABELS[type] }));
const KIND_CHOICES: Choice[] = [
  { value: 'default', label: 'Fund' },
  { value: 'syndication', label: 'Syndication' },
];
const ASSET_CHOICES: Choice[] = [
  { value: '', label: 'Choose…' },
  { value: 'single', label: 'Single asset' },
  { value: 'multiple', label: 'Multiple assets' },
];

const EASTERN = 'US Eastern time.';

const DateControl = ({ name, label, meaning }: { name: keyof FundFormValues; label: string; meaning: string }) => (
  <TextControl name={name} label={label} type="datetime-local" hint={`${meaning} ${EASTERN}`} />
);

export const FundFormFields = ({ isNew }: { isNew: boolean }) => {
  const { values } = useFormikContext<FundFormValues>();
  const state = previewFundState(values, new Date());
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>The fund</legend>
        <div className={styles.grid}>
          <TextControl name="name" label="Name" />
          <TextControl name="legalName" label="Legal name" />
          <TextControl
            name="slug"
            label="Web address"
            hint={isNew ? 'Lower-case letters, digits and dashes; it cannot change later.' : 'It cannot change.'}
            readOnly={!isNew}
          />
          <TextControl name="code" label="Fund code" />
          <SelectControl name="fundTypeCode" label="Fund type" choices={FUND_TYPE_CHOICES} />
          <SelectControl name="type" label="Kind" choices={KIND_CHOICES} />
          {values.type === 'syndication' && (
            <SelectControl name="syndicationAssetType" label="Syndication assets" choices={ASSET_CHOICES} />
          )}
          {values.type === 'default' && (
            <SelectControl
              name="carryType"
              label="Carry"
              hint="With carry on each deal, investors agree to the promoted interest (80/20) as they subscribe."
              choices={carryChoices(values.carryType)}
            />
          )}
        </div>
        <CheckboxControl name="accreditedQualified" label="Only accredited investors or qualified purchasers" />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Investment</legend>
        <div className={styles.grid}>
          <TextControl name="minimumInvestment" label="Minimum investment (USD)" inputMode="decimal" />
          <TextControl name="maximumInvestment" label="Maximum investment (USD)" inputMode="decimal" hint="Optional." />
          {sellsShares(values) && (
            <TextControl name="pricePerShare" label="Price per share (USD)" inputMode="decimal" />
          )}
          <div className={styles.colour}>
            <TextControl name="hexColor" label="Colour" hint="# and six hexadecimal digits." />
            <span className={styles.swatch} style={{ background: values.hexColor }} aria-hidden="true" />
          </div>
        </div>
        <CheckboxControl
          name="fundMaxExceeded"
          label="The fund’s maximum is exceeded (new investors join the waitlist)"
        />
        <CheckboxControl
          name="collectTaxForms"
          label="Collect tax forms"
          hint="Investors give a Form W-9 (US persons), W-8BEN (non-US individuals) or W-8BEN-E (non-US trusts) before they sign; IRAs give none."
        />
        <CheckboxControl
          name="identityChecks"
          label="Identity checks"
          hint="Investors give dates of birth, or an entity its owners, before they sign; everyone on a subscription is screened, possible matches wait for review in Screening, and approval waits for them. IRAs are checked by their custodian."
        />
        {values.identityChecks && (
          <SelectControl name="screeningStage" label="Screen when" choices={SCREENING_STAGE_CHOICES} />
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Key terms</legend>
        <div className={styles.grid}>
          <TextControl name="carryPercentage" label="Carry (%)" inputMode="decimal" hint="Optional, e.g. 20." />
          <TextControl
            name="managementFeePercentage"
            label="Management fee (% a year)"
            inputMode="decimal"
            hint="Optional, e.g. 2."
          />
          <TextControl name="termYears" label="Term (years)" inputMode="decimal" hint="Optional, e.g. 10." />
          <TextControl name="vintageYear" label="Vintage year" inputMode="decimal" hint="Optional, e.g. 2026." />
          <TextControl
            name="targetAmount"
            label="Target raise (USD)"
            inputMode="decimal"
            hint="Optional; investors see it only with the progress shown."
          />
        </div>
        <CheckboxControl
          name="isProgressShown"
          label="Show progress to the target on the fund page"
          hint="Committed counts every subscription signed by all its signers, and not declined."
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>How investors subscribe</legend>
        <div className={styles.grid}>
          <SelectControl name="portalType" label="Portal type" choices={PORTAL_CHOICES} />
        </div>
        <CheckboxControl name="requiresReservationInAdvance" label="Investors must reserve in advance" />
      </fieldset>

      {/* One set of dates in the order they come, each with what it does; the fund page and the state read them. */}
      <fieldset className={styles.fieldset}>
        <legend>Dates</legend>
        <div className={styles.grid}>
          <DateControl
            name="marketingLaunchDate"
            label="Marketing launch"
            meaning="Shown on the fund page; the fund can be read about from then."
          />
          {usesReservations(values) && (
            <>
              <DateControl
                name="reservationStartDatetime"
                label="Reservations open"
                meaning="Investors can reserve an allocation from this moment."
              />
              <DateControl
                name="reservationEndDatetime"
                label="Reservations close"
                meaning="No new reservations after this moment."
              />
            </>
          )}
          <DateControl
            name="startDatetime"
            label="Subscriptions open"
            meaning="Investors can subscribe from this moment."
          />
          <DateControl
            name="initialCloseDate"
            label="Initial close"
            meaning="Shown on the fund page: when the first investors are admitted."
          />
          <DateControl
            name="commitmentDeadline"
            label="Commitment deadline"
            meaning="Shown on the fund page: the last day to commit an amount."
          />
          <DateControl
            name="finalSubscriptionAgreementDeadline"
            label="Final agreement deadline"
            meaning="Shown on the fund page: the last day to sign the subscription agreement."
          />
          <DateControl
            name="endDatetime"
            label="Subscriptions end"
            meaning="New investors join the waitlist after this moment; those who reserved can still subscribe."
          />
          <DateControl
            name="closeDatetime"
            label="Fund closes"
            meaning="The fund is closed after this moment; the fund page shows it."
          />
        </div>
      </fieldset>

      <p className={styles.statePreview} aria-live="polite">
        With these settings the fund is now{' '}
        {state ? <FundStateBadge state={state} /> : <span>— (a date cannot be read yet)</span>}
      </p>
    </>
  );
};
