// The room by investor: each investor who opened something, with the documents they opened, the versions, how often
// and when last.
import type { AdminDataRoomView } from '../../../../shared/api/data-room';
import { Panel } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { ScrollingTable } from '../scrolling-table';
import { countText } from './data-room-labels';

export const DataRoomInvestors = ({ investors }: { investors: AdminDataRoomView['investors'] }) => (
  <Panel className={styles.section}>
    <section aria-labelledby="by-investor-heading">
      <h2 id="by-investor-heading">By investor</h2>
      {investors.length === 0 ? (
        <p>No investor has opened a document yet.</p>
      ) : (
        <ul className={styles.investorList}>
          {investors.map((investor) => (
            <li key={investor.userId}>
              <details className={styles.disclosure}>
                <summary>
                  {investor.name} <span className={styles.inlineMuted}>{investor.email}</span> ·{' '}
                  {countText(investor.documents.length, 'document', 'documents')}
                </summary>
                <ScrollingTable label={`Documents ${investor.name} opened`}>
                  <table className={styles.table}>
                    <caption className={styles.visuallyHidden}>Documents {investor.name} opened</caption>
                    <thead>
                      <tr>
                        <th scope="col">Document</th>
                        <th scope="col">Versions</th>
                        <th scope="col">Views</th>
                        <th scope="col">Downloads</th>
                        <th scope="col">Last opened</th>
                      </tr>
                    </thead>
                    <tbody>
                      {investor.documents.map((opened) => (
                        <tr key={opened.documentId}>
                          <th scope="row">{opened.title}</th>
                          <td>{opened.versions.join(', ')}</td>
                          <td>{opened.views}</td>
                          <td>{opened.downloads}</td>
                          <td>{formatInstant(opened.lastAt)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollingTable>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  </Panel>
);
