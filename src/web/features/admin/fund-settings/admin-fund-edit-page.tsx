// Create a fund, or edit one (issue 'Funds'): the whole fund is checked before it is sent, and the server's field
// messages land on their fields; the agreement PDF is previewed and uploaded once the fund exists.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { AdminFundAnswer } from '../../../../shared/api/admin-funds';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api/api-error';
import { AdminFrame, Alert } from '../admin-frame';
import { adminPaths } from '../admin-paths';
import { createFund, getAdminFund, updateFund } from '../api/fund-calls';
import { messageOf } from '../error-text';
import { useAdminLoad } from '../use-admin-load';
import { AgreementTemplatePanel } from './agreement-template-panel';
import { FundFormFields } from './fund-form';
import {
  emptyFundForm,
  type FundFormValues,
  formErrorsOf,
  toFundForm,
  toFundInput,
  validateFundForm,
} from './fund-form-values';
import { FundPagePanel } from './fund-page-panel';
import { WireInstructionsPanel } from './wire-instructions-panel';

const noFund = async (): Promise<AdminFundAnswer | null> => null;

export const AdminFundEditPage = () => {
  const { slug } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const isCreated = (location.state as { isCreated?: boolean } | null)?.isCreated === true;
  const isNew = slug === undefined;
  const load = useCallback((signal: AbortSignal) => (slug ? getAdminFund(slug, signal) : noFund()), [slug]);
  const { data: fund, error, isLoading, setData } = useAdminLoad(load);
  const [saved, setSaved] = useState<string | null>(null);

  const onSubmit = async (values: FundFormValues, helpers: FormikHelpers<FundFormValues>) => {
    helpers.setStatus(null);
    setSaved(null);
    try {
      const input = toFundInput(values);
      if (isNew) {
        const created = await createFund(input);
        navigate(adminPaths.editFund(created.fund.slug), { state: { isCreated: true } });
        return;
      }
      setData(await updateFund(values.slug, input));
      setSaved('The fund is saved.');
    } catch (failure) {
      if (isApiError(failure) && failure.body.fields) helpers.setErrors(formErrorsOf(failure.body.fields));
      helpers.setStatus(messageOf(failure));
    }
  };

  const title = isNew ? 'New fund' : `Edit ${fund?.fund.name ?? 'fund'}`;
  if (isLoading && !isNew) {
    return (
      <AdminFrame title={title}>
        <Loading />
      </AdminFrame>
    );
  }
  if (error) {
    return (
      <AdminFrame title={title}>
        <Alert>{error}</Alert>
      </AdminFrame>
    );
  }

  return (
    <AdminFrame
      title={title}
      lead="Every field investors see on the fund page and in the subscription flow."
      actions={
        !isNew &&
        slug && (
          <>
            <ButtonLink to={adminPaths.pipeline(slug)}>Pipeline</ButtonLink>
            <ButtonLink to={adminPaths.dashboard(slug)}>Dashboard</ButtonLink>
          </>
        )
      }
    >
      {isCreated && !saved && <Alert tone="success">The fund is created. You can upload its agreement below.</Alert>}
      <Formik
        initialValues={fund ? toFundForm(fund) : emptyFundForm()}
        enableReinitialize
        validate={validateFundForm}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, status, submitCount, isValid }) => (
          <Form noValidate aria-label={title}>
            <FundFormFields isNew={isNew} />
            {submitCount > 0 && !isValid && <Alert>Please correct the highlighted fields.</Alert>}
            {typeof status === 'string' && <Alert>{status}</Alert>}
            {saved && <Alert tone="success">{saved}</Alert>}
            <Button type="submit" variant="primary" isLarge isBusy={isSubmitting} disabled={isSubmitting}>
              {isNew ? 'Create fund' : 'Save changes'}
            </Button>
          </Form>
        )}
      </Formik>
      {fund && <FundPagePanel slug={fund.fund.slug} />}
      {fund && <AgreementTemplatePanel fund={fund} onUploaded={setData} />}
      {fund && <WireInstructionsPanel slug={fund.fund.slug} />}
    </AdminFrame>
  );
};
