// docs/spec.md §2 fund page: details, state, the commitment amount and Invest, in the fund's own colour; and what sells the
// fund (docs/admin.md 'The fund page'): the overview, key terms, progress to target when shown, the team and the FAQ,
// with the investor's own status. The Markdown was rendered and sanitised on the server: only HTML comes here.

import { useParams } from 'react-router-dom';
import { dataRoomPath } from '../../../shared/api/data-room-path';
import { isPromotedInterestFund } from '../../../shared/domain/flow-rules';
import { ButtonLink } from '../../components/ui/button';
import { Lead, Loading, Page, PageHeading } from '../../components/ui/page';
import { useAccent } from '../../lib/site/use-accent';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { CommitmentPanel } from './commitment-panel';
import styles from './fund.module.css';
import { FundFacts } from './fund-facts';
import { FundFaq } from './fund-faq';
import { FundProgress } from './fund-progress';
import { FundStateBadge } from './fund-state-badge';
import { FundTeam } from './fund-team';
import { SafeHtml } from './safe-html';
import { useFund } from './use-fund';
import { useFundInvestments } from './use-fund-investments';
import { YourStatus } from './your-status';

export const FundPage = () => {
  const { slug = '' } = useParams();
  const fundSlug = slug.toLowerCase();
  const load = useFund(fundSlug);
  const { investments, isLoading } = useFundInvestments(fundSlug);
  const view = load.status === 'ready' ? load.view : null;
  useAccent(view?.fund.hexColor);
  useDocumentTitle(view?.fund.name ?? (load.status === 'notFound' ? 'Fund not found' : null));

  if (load.status === 'notFound') {
    return (
      <Page isNarrow>
        <PageHeading focusKey="not-found">We could not find that fund</PageHeading>
        <Lead>The link may be old. Our open funds are listed on the home page.</Lead>
        <ButtonLink variant="primary" to="/">
          See our funds
        </ButtonLink>
      </Page>
    );
  }
  if (load.status === 'failed') return null;
  if (!view) {
    return (
      <Page>
        <Loading label="Loading the fund…" />
      </Page>
    );
  }
  const { fund, state, page, progress } = view;
  return (
    <Page>
      <div className={styles.hero}>
        <FundStateBadge state={state} />
        <PageHeading focusKey={fund.slug}>{fund.name}</PageHeading>
        <p className={styles.legalName}>{fund.legalName}</p>
        {!isLoading && <YourStatus fund={fund} investments={investments} />}
      </div>
      <div className={styles.layout}>
        <div className={styles.details}>
          <h2>About this fund</h2>
          <SafeHtml html={page.overviewHtml} />
          <p>
            {fund.type === 'syndication'
              ? `A syndication ${fund.syndicationAssetType === 'multiple' ? 'across several assets' : 'in a single asset'}, open to accredited investors and qualified purchasers.`
              : 'A private fund open to accredited investors and qualified purchasers.'}
            {isPromotedInterestFund(fund) &&
              ' The manager earns a promoted interest: once your commitment is returned, further profits are shared 80% to you and 20% to the manager.'}
          </p>
          <h2>Key terms</h2>
          <FundFacts view={view} />
          {progress && <FundProgress progress={progress} />}
          <FundTeam team={page.team} />
          <FundFaq faq={page.faq} />
        </div>
        <div className={styles.side}>
          <aside className={styles.aside} aria-label="Your commitment">
            {isLoading ? (
              <Loading label="Checking your investments…" />
            ) : (
              <CommitmentPanel view={view} investments={investments} />
            )}
          </aside>
          <section className={styles.dataRoom} aria-labelledby="fund-documents">
            <h2 id="fund-documents">The fund’s documents</h2>
            <p>Read the memorandum, the partnership agreement and the other documents before you commit.</p>
            <ButtonLink variant="secondary" to={dataRoomPath(fund.slug)}>
              Open the data room
            </ButtonLink>
          </section>
        </div>
      </div>
    </Page>
  );
};
