// The fund page's selling content (docs/admin.md 'The fund page'): an overview, the team and the FAQ, written in
// Markdown (the server renders it to sanitised HTML; raw HTML shows as text), saved whole; a saved person's photo is
// uploaded on its own and judged by its bytes.
import { Form, Formik, type FormikHelpers } from 'formik';
import { type ChangeEvent, useCallback, useState } from 'react';
import { FUND_PAGE_LIMITS } from '../../../../shared/schemas/admin/fund-page.schema';
import { Button } from '../../../components/ui/button';
import { Loading, Panel } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api/api-error';
import styles from '../admin.module.css';
import { Alert } from '../admin-frame';
import { getFundPage, saveFundPage, uploadTeamPhoto } from '../api/fund-calls';
import { readFileAsBase64 } from '../data-room/read-file';
import { messageOf } from '../error-text';
import { TextAreaControl, TextControl } from '../form-fields';
import { useAdminLoad } from '../use-admin-load';
import {
  type FundPageValues,
  nestErrors,
  newMember,
  newQuestion,
  photoProblem,
  toFundPageInput,
  toFundPageValues,
  validateFundPage,
} from './fund-page-values';
import { ListField } from './list-field';

const MARKDOWN = 'Markdown: **bold**, *italic*, lists, [links](https://…). HTML is shown as text.';

type PhotoProps = { slug: string; index: number; member: FundPageValues['team'][number] };

const PhotoField = ({ slug, index, member, onUploaded }: PhotoProps & { onUploaded: (url: string | null) => void }) => {
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inputId = `fund-team-${index}-photo`;
  if (member.id === null) return <p className={styles.hint}>Save the page to add this person’s photo.</p>;
  const memberId = member.id;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setMessage(null);
    if (!file) return;
    const problem = photoProblem(new Uint8Array(await file.arrayBuffer()));
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    setIsBusy(true);
    try {
      const answer = await uploadTeamPhoto(slug, memberId, {
        fileName: file.name,
        dataBase64: await readFileAsBase64(file),
      });
      onUploaded(answer.team.find((m) => m.id === memberId)?.photoUrl ?? null);
      setMessage({ tone: 'success', text: 'The photo is saved.' });
    } catch (failure) {
      setMessage({ tone: 'error', text: messageOf(failure) });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className={styles.entryActions}>
      {member.photoUrl && <img className={styles.teamPhoto} src={member.photoUrl} alt={member.name} />}
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          Photo of {member.name || 'this person'}
        </label>
        <p id={`${inputId}-hint`} className={styles.hint}>
          PNG or JPEG, at most 2 MB; shown round.
        </p>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          aria-describedby={`${inputId}-hint`}
          onChange={onChoose}
          disabled={isBusy}
        />
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </div>
  );
};

export const FundPagePanel = ({ slug }: { slug: string }) => {
  const load = useCallback((signal: AbortSignal) => getFundPage(slug, signal), [slug]);
  const { data, error, isLoading, setData } = useAdminLoad(load);
  const [saved, setSaved] = useState<string | null>(null);

  const onSubmit = async (values: FundPageValues, helpers: FormikHelpers<FundPageValues>) => {
    helpers.setStatus(null);
    setSaved(null);
    try {
      setData(await saveFundPage(slug, toFundPageInput(values)));
      setSaved('The fund page is saved.');
    } catch (failure) {
      if (isApiError(failure) && failure.body.fields) helpers.setErrors(nestErrors(failure.body.fields));
      helpers.setStatus(messageOf(failure));
    }
  };

  return (
    <Panel className={styles.section}>
      <h2>Fund page</h2>
      <p>The overview, the team and the questions investors see on the fund page.</p>
      {isLoading && <Loading />}
      {error && <Alert>{error}</Alert>}
      {data && (
        <Formik
          initialValues={toFundPageValues(data)}
          enableReinitialize
          validate={validateFundPage}
          onSubmit={onSubmit}
        >
          {({ values, isSubmitting, status, submitCount, isValid, setFieldValue }) => (
            <Form noValidate aria-label="Fund page">
              <TextAreaControl name="overviewMarkdown" label="Overview" hint={MARKDOWN} rows={6} />

              <fieldset className={styles.fieldset}>
                <legend>The team</legend>
                <ListField<FundPageValues['team'][number]> name="team">
                  {({ push, remove, move }) => (
                    <>
                      {values.team.map((member, index) => (
                        <div key={member.id ?? `new-${index}`} className={styles.entry}>
                          <div className={styles.grid}>
                            <TextControl name={`team[${index}].name`} label="Name" />
                            <TextControl name={`team[${index}].role`} label="Role" />
                          </div>
                          <TextAreaControl name={`team[${index}].bioMarkdown`} label="Short bio" hint={MARKDOWN} />
                          <PhotoField
                            slug={slug}
                            index={index}
                            member={member}
                            onUploaded={(url) => setFieldValue(`team[${index}].photoUrl`, url)}
                          />
                          <div className={styles.entryActions}>
                            {index > 0 && (
                              <Button onClick={() => move(index, index - 1)}>
                                Move {member.name || 'this person'} up
                              </Button>
                            )}
                            <Button onClick={() => remove(index)}>Remove {member.name || 'this person'}</Button>
                          </div>
                        </div>
                      ))}
                      {values.team.length < FUND_PAGE_LIMITS.teamMembers && (
                        <Button onClick={() => push(newMember())}>Add a person</Button>
                      )}
                    </>
                  )}
                </ListField>
              </fieldset>

              <fieldset className={styles.fieldset}>
                <legend>Questions and answers</legend>
                <ListField<FundPageValues['faq'][number]> name="faq">
                  {({ push, remove }) => (
                    <>
                      {values.faq.map((_entry, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id until saved; order is theirs
                        <div key={index} className={styles.entry}>
                          <TextControl name={`faq[${index}].question`} label={`Question ${index + 1}`} />
                          <TextAreaControl
                            name={`faq[${index}].answerMarkdown`}
                            label={`Answer ${index + 1}`}
                            hint={MARKDOWN}
                          />
                          <div className={styles.entryActions}>
                            <Button onClick={() => remove(index)}>Remove question {index + 1}</Button>
                          </div>
                        </div>
                      ))}
                      {values.faq.length < FUND_PAGE_LIMITS.faqEntries && (
                        <Button onClick={() => push(newQuestion())}>Add a question</Button>
                      )}
                    </>
                  )}
                </ListField>
              </fieldset>

              {submitCount > 0 && !isValid && <Alert>Please correct the highlighted fields.</Alert>}
              {typeof status === 'string' && <Alert>{status}</Alert>}
              {saved && <Alert tone="success">{saved}</Alert>}
              <Button type="submit" variant="primary" isBusy={isSubmitting} disabled={isSubmitting}>
                Save the fund page
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </Panel>
  );
};
