import { ButtonLink } from '../components/ui/button';
import { Lead, Page, PageHeading } from '../components/ui/page';
import { useDocumentTitle } from '../lib/site/use-document-title';

export const NotFoundPage = () => {
  useDocumentTitle('Page not found');
  return (
    <Page isNarrow>
      <PageHeading focusKey="404">We could not find that page</PageHeading>
      <Lead>The link may be old, or the page may have moved.</Lead>
      <ButtonLink variant="primary" to="/">
        See our funds
      </ButtonLink>
    </Page>
  );
};
