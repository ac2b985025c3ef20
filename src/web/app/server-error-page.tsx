// docs/spec.md §2 'A 500 page is shown when a page has an error', and docs/spec.md §8's destination after three failures in a row.
import { ButtonLink } from '../components/ui/button';
import { Lead, Page, PageHeading } from '../components/ui/page';
import { useDocumentTitle } from '../lib/site/use-document-title';

export const ServerErrorPage = () => {
  useDocumentTitle('Something went wrong');
  return (
    <Page isNarrow>
      <PageHeading focusKey="500">Something went wrong on our side</PageHeading>
      <Lead>
        We could not complete your request. Your answers so far are saved. Please try again in a few minutes; if it
        keeps happening, contact our investor relations team.
      </Lead>
      <ButtonLink variant="primary" to="/" reloadDocument>
        Go to the home page
      </ButtonLink>
    </Page>
  );
};
