// docs/spec.md §2 home: the funds the server lists (GET /api/funds), each with its state and commitment range, in its own
// colour; open funds first.
import { Lead, Loading, Page, PageHeading } from '../../components/ui/page';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import styles from './fund.module.css';
import { FundCard } from './fund-card';
import { useFunds } from './use-funds';

export const HomePage = () => {
  useDocumentTitle('Our funds');
  const load = useFunds();
  return (
    <Page>
      <PageHeading focusKey="home">Invest in our funds</PageHeading>
      <Lead>
        Choose a fund, commit an amount and sign your subscription agreement online. We only ask what your method of
        investment needs.
      </Lead>
      {load.status === 'loading' && <Loading label="Loading funds…" />}
      {load.status === 'ready' &&
        (load.funds.length === 0 ? (
          <p>There are no funds to invest in at the moment.</p>
        ) : (
          <ul className={styles.cards}>
            {load.funds.map((fund) => (
              <li key={fund.slug}>
                <FundCard fund={fund} />
              </li>
            ))}
          </ul>
        ))}
    </Page>
  );
};
