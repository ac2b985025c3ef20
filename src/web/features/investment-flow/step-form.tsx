// A form step: Formik owns the keystrokes and validates with the step's yup schema; Next posts the step's values and
// goes wherever the server says the flow now stands (the views never decide). Previous asks the server too.
import { Form, Formik, type FormikErrors, type FormikProps } from 'formik';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { stepMeta } from '../../../../machines/step-meta';
import { isMoiEditHidden, lockedFieldRule } from '../../../shared/domain/field-locks';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { FormStepId } from '../../../shared/domain/steps';
import type { ButtonField, StepForm as StepFormDescriptor } from '../../../shared/forms/form-types';
import { FieldEnvironmentProvider } from '../../components/fields/field-context';
import { FieldList } from '../../components/fields/field-list';
import type { PhoneNumberCode } from '../../components/fields/phone-number-code';
import { validateWithSchema } from '../../components/fields/validate-with-schema';
import { prefetchNextStepsCode } from './prefetch-step-code';
import { resolveOptionsFor } from './resolve-options';
import type { StaticOptionLists } from './static-option-lists';
import { loadStepSchema } from './step-schema';
import styles from './step-screen.module.css';
import type { StepScreenProps } from './step-screen-props';
import { valuesForNext } from './step-values';
import { afterFieldFor, stepWidgets } from './step-widgets';
import { useFlowNavigation } from './use-flow-navigation';
import { WizardFooter } from './wizard-footer';

type StepFormProps = StepScreenProps & {
  step: FormStepId;
  form: StepFormDescriptor;
  staticLists: StaticOptionLists | undefined;
  phoneNumbers: PhoneNumberCode | undefined;
};

export const StepForm = ({
  step,
  form,
  staticLists,
  phoneNumbers,
  fund,
  uiConfig,
  investments,
  transaction,
}: StepFormProps) => {
  const { submit, previous, isPreviousLoading } = useFlowNavigation({ step, fundSlug: fund.fund.slug, transaction });
  const [isButtonBusy, setIsButtonBusy] = useState(false);
  /** Formik counts a form valid until its first validation has run; Next waits for that verdict (docs/spec.md §5). */
  const [hasVerdict, setHasVerdict] = useState(false);
  /** Whether Formik's own validation (after a change) has answered: the first verdict then no longer applies. */
  const hasFormVerdict = useRef(false);
  const formRef = useRef<FormikProps<FlowValues>>(null);
  /** A schema that could not be downloaded is a page error: the route's boundary reloads once for a new release. */
  const [schemaFailure, setSchemaFailure] = useState<{ error: unknown } | null>(null);
  const meta = stepMeta(step);

  const isLocked = useMemo(
    () => lockedFieldRule({ values: transaction.values, transaction, facts: investments.facts }),
    [transaction, investments.facts],
  );
  const resolveOptions = useMemo(
    () => resolveOptionsFor({ uiConfig, investments, staticLists }),
    [uiConfig, investments, staticLists],
  );
  const isEditHidden = isMoiEditHidden({ values: transaction.values, transaction, facts: investments.facts });
  const after = afterFieldFor({ step, fund, transaction });
  useEffect(() => prefetchNextStepsCode(step), [step]);

  const validate = async (values: FlowValues): Promise<FormikErrors<FlowValues>> => {
    let schema: Awaited<ReturnType<typeof loadStepSchema>>;
    try {
      schema = await loadStepSchema(step);
    } catch (error) {
      setSchemaFailure({ error });
      return {};
    }
    return validateWithSchema(schema, values);
  };

  // The first verdict on the stored values (Formik's validateOnMount, done here): its errors and the Next button it
  // enables are drawn as a transition, which React cuts into short slices, so that a slow phone that has just drawn
  // the step does not freeze while the form renders again (docs/performance.md).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for the values the step was drawn with
  useEffect(() => {
    let isCurrent = true;
    void validate(transaction.values).then((errors) => {
      if (!isCurrent || hasFormVerdict.current) return;
      startTransition(() => {
        formRef.current?.setErrors(errors);
        setHasVerdict(true);
      });
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  if (schemaFailure) throw schemaFailure.error;

  const onNext = async (values: FlowValues) => {
    const schema = await loadStepSchema(step);
    await submit(valuesForNext(form, Object.keys(schema.fields), values));
  };

  return (
    <Formik<FlowValues>
      innerRef={formRef}
      initialValues={transaction.values}
      validate={async (values) => {
        const errors = await validate(values);
        hasFormVerdict.current = true;
        setHasVerdict(true);
        return errors;
      }}
      onSubmit={onNext}
    >
      {({ isValid, isSubmitting, values }) => {
        const isBusy = isSubmitting || isButtonBusy || isPreviousLoading;
        const onButton = async (field: ButtonField) => {
          setIsButtonBusy(true);
          try {
            const schema = await loadStepSchema(step);
            const pressed = { ...values, [field.name]: field.value } as FlowValues;
            await submit(valuesForNext(form, Object.keys(schema.fields), pressed, field));
          } finally {
            setIsButtonBusy(false);
          }
        };
        return (
          <Form noValidate className={styles.form} aria-label={form.title}>
            <FieldEnvironmentProvider
              value={{
                resolveOptions,
                phoneNumbers,
                isLocked,
                widgets: stepWidgets({ step, fund, uiConfig, transaction, values }),
                onButton: (field) => void onButton(field),
                isButtonHidden: (field) => field.name === 'isMoiEditModeSelected' && isEditHidden,
                isBusy,
                changeNotes: transaction.changeNotes?.notes,
              }}
            >
              <FieldList fields={form.fields} after={after} />
            </FieldEnvironmentProvider>
            {!meta.hideFooter && (
              <WizardFooter
                onPrevious={() => void previous()}
                isPreviousLoading={isPreviousLoading}
                isNextHidden={meta.hideNextButton === true}
                isNextDisabled={!hasVerdict || !isValid || isBusy}
                isSubmitting={isSubmitting || isButtonBusy}
                isIncomplete={hasVerdict && !isValid}
              />
            )}
          </Form>
        );
      }}
    </Formik>
  );
};
