// SPEC §2 /syndication-program: the four-step sign-up arrives with its own work; until then the page says so.
import { ButtonLink } from '../../components/ui/button';
import { Lead, Page, PageHeading, Panel } from '../../components/ui/page';
import { useDocumentTitle } from '../../lib/site/use-document-title';

export const SyndicationPage = () => {
  useDocumentTitle('Syndication Program');
  return (
    <Page isNarrow>
      <PageHeading focusKey="syndication">Syndication Program</PageHeading>
      <Lead>Invest alongside us in individual deals. Signing up takes four short steps.</Lead>
      <Panel>
        <p>
          The online sign-up is coming soon. Until then, our investor relations team can tell you whether you qualify.
        </p>
        <ButtonLink variant="primary" to="/">
          See our funds
        </ButtonLink>
      </Panel>
    </Page>
  );
};
