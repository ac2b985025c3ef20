// SPEC §2 home: the funds, each with its state and minimum, in its own colour.
import { type CSSProperties, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../shared/domain/money';
import { Lead, Loading, Page, PageHeading } from '../../components/ui/page';
import type { FundView } from '../../lib/api/api-types';
import { loadFund } from '../../lib/api/cached-lists';
import { accessibleAccent } from '../../lib/format/accent-color';
import { siteConfig } from '../../lib/site/site-config';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import styles from './fund.module.css';
import { FundStateBadge } from './fund-state-badge';

const useFeaturedFunds = (slugs: readonly string[]): FundView[] | null => {
  const [funds, setFunds] = useState<FundView[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // A fund that fails to load is left out; the others still show.
    void Promise.allSettled(slugs.map((slug) => loadFund(slug))).then((results) => {
      if (!isCurrent) return;
      setFunds(results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
    });
    return () => {
      isCurrent = false;
    };
  }, [slugs]);
  return funds;
};

export const HomePage = () => {
  useDocumentTitle('Our funds');
  const funds = useFeaturedFunds(siteConfig.featuredFundSlugs);
  return (
    <Page>
      <PageHeading focusKey="home">Invest in our funds</PageHeading>
      <Lead>
        Choose a fund, commit an amount and sign your subscription agreement online. We only ask what your method of
        investment needs.
      </Lead>
      {funds === null ? (
        <Loading label="Loading funds…" />
      ) : (
        <ul className={styles.cards}>
          {funds.map(({ fund, state }) => (
            <li key={fund.slug}>
              <article
                className={styles.card}
                style={{ '--card-accent': accessibleAccent(fund.hexColor) } as CSSProperties}
              >
                <FundStateBadge state={state} />
                <h2>
                  <Link to={`/fund/${fund.slug}`}>{fund.name}</Link>
                </h2>
                <p>{fund.legalName}</p>
                <p className={styles.cardFacts}>Minimum {formatUsd(fund.minimumInvestmentAmount)}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};
