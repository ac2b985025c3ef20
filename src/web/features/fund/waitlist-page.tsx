// docs/spec.md §2 /fund/waitlist/{slug}?fundMaxExceeded=true: where a full fund sends investors (docs/spec.md §8 403 [fundMaxExceeded]).
import { useParams, useSearchParams } from 'react-router-dom';
import { ButtonLink, ExternalButtonLink } from '../../components/ui/button';
import { Lead, Loading, Page, PageHeading } from '../../components/ui/page';
import { siteConfig } from '../../lib/site/site-config';
import { useAccent } from '../../lib/site/use-accent';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import styles from './fund.module.css';
import { useFund } from './use-fund';

export const WaitlistPage = () => {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const fundSlug = slug.toLowerCase();
  const load = useFund(fundSlug);
  const view = load.status === 'ready' ? load.view : null;
  const isFull = search.get('fundMaxExceeded') === 'true';
  useAccent(view?.fund.hexColor);
  useDocumentTitle(view ? `Waitlist · ${view.fund.name}` : 'Waitlist');
  if (load.status === 'loading') {
    return (
      <Page isNarrow>
        <Loading />
      </Page>
    );
  }
  const name = view?.fund.name ?? 'this fund';
  const email = siteConfig.investorRelationsEmail ?? siteConfig.contact.email;
  return (
    <Page isNarrow>
      <PageHeading focusKey="waitlist">Join the waitlist for {name}</PageHeading>
      {isFull && <Lead>{name} has reached its maximum commitment, so new subscriptions join a waitlist.</Lead>}
      <p>
        If a place opens up, our investor relations team will contact you in the order investors asked. Write to us with
        the amount you would like to commit and we will add you to the list.
      </p>
      <div className={styles.waitlistActions}>
        <ExternalButtonLink
          variant="primary"
          isFullOnPhone
          href={`mailto:${email}?subject=${encodeURIComponent(`Waitlist: ${name}`)}`}
        >
          Ask to join the waitlist
        </ExternalButtonLink>
        <ButtonLink variant="secondary" isFullOnPhone to={`/fund/${fundSlug}`}>
          Back to the fund
        </ButtonLink>
      </div>
    </Page>
  );
};
