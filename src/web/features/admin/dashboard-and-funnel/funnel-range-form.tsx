// The funnel's range: From and To (US Eastern days) and the days without a change after which an unfinished
// subscription counts as abandoned. Checked by the schema the server uses (funnel-range.schema.ts).
import { Form, Formik, type FormikHelpers } from 'formik';
import { type FunnelRangeInput, funnelRangeSchema } from '../../../../shared/schemas/admin/funnel-range.schema';
import { Button } from '../../../components/ui/button';
import { TextControl } from '../form-fields';
import own from './fund-operations.module.css';

type Props = { initial: FunnelRangeInput; onShow: (range: FunnelRangeInput) => void };

export const FunnelRangeForm = ({ initial, onShow }: Props) => {
  const onSubmit = (values: FunnelRangeInput, helpers: FormikHelpers<FunnelRangeInput>) => {
    onShow(values);
    helpers.setSubmitting(false);
  };
  return (
    <Formik initialValues={initial} validationSchema={funnelRangeSchema} onSubmit={onSubmit} enableReinitialize>
      <Form className={own.rangeForm} noValidate aria-label="Range">
        <TextControl name="from" label="From" type="date" idPrefix="funnel" />
        <TextControl name="to" label="To" type="date" idPrefix="funnel" />
        <TextControl
          name="idleDays"
          label="Abandoned after (days)"
          hint="Days without a change"
          idPrefix="funnel"
          inputMode="decimal"
        />
        <div>
          <Button type="submit" variant="primary">
            Show
          </Button>
        </div>
      </Form>
    </Formik>
  );
};
