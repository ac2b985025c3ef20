// infoBox and richtext (docs/spec.md §2): copy on the step, a paragraph and/or a list. An info box is set apart as a note.
import type { ContentField as ContentDescriptor } from '../../../shared/forms/form-types';
import styles from './fields.module.css';

const Body = ({ field }: { field: ContentDescriptor }) => (
  <>
    {field.title && field.isSection && <h2 className={styles.sectionTitle}>{field.title}</h2>}
    {field.title && !field.isSection && <p className={styles.contentTitle}>{field.title}</p>}
    {field.text && <p>{field.text}</p>}
    {field.items && field.items.length > 0 && !field.isOrdered && (
      <ul className={styles.contentList}>
        {field.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    )}
    {field.items && field.items.length > 0 && field.isOrdered && (
      <ol className={styles.contentList}>
        {field.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    )}
  </>
);

export const InfoBoxField = ({ field }: { field: ContentDescriptor }) => (
  <aside className={styles.infoBox} aria-label={field.title ?? 'Information'}>
    <Body field={field} />
  </aside>
);

export const RichtextField = ({ field }: { field: ContentDescriptor }) => (
  <div className={styles.richtext}>
    <Body field={field} />
  </div>
);
