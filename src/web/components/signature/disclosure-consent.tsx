// The electronic-records disclosure, accepted explicitly before anything is signed (ESIGN consent): the subscription
// agreement and the syndication NDA alike. What is shown is exactly what the server hashed; the acceptance sends that
// hash back. Where the fund has governing documents, the investor also acknowledges having received them (each a link
// to the data room), and the acceptance says so.
import { useId, useState } from 'react';
import type { Disclosure, GoverningDocumentLink } from '../../../shared/api/signing';
import { Button } from '../ui/button';
import { ScrollText } from '../ui/scroll-text';
import styles from './signature.module.css';

type DisclosureConsentProps = {
  disclosure: Disclosure;
  hasConsented: boolean;
  isDisabled: boolean;
  isBusy: boolean;
  /** The fund's governing documents to acknowledge first; none for a co-signer or the syndication NDA. */
  documents?: readonly GoverningDocumentLink[];
  onAccept: (disclosureSha256: string, hasReceivedDocuments: boolean) => void;
};

export const DisclosureConsent = ({
  disclosure,
  hasConsented,
  isDisabled,
  isBusy,
  documents = [],
  onAccept,
}: DisclosureConsentProps) => {
  const [isChecked, setChecked] = useState(false);
  const [hasReceived, setReceived] = useState(false);
  const needsDocuments = documents.length > 0;
  const headingId = useId();
  const text = (
    <ScrollText className={styles.disclosure} label="Full text of the disclosure">
      {disclosure.sections.map((section) => (
        <div key={section.heading}>
          <h3>{section.heading}</h3>
          <p>{section.text}</p>
        </div>
      ))}
    </ScrollText>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{disclosure.title}</h2>
      {/* Once accepted, the text folds away so the signature is near; it can still be read again. */}
      {hasConsented ? (
        <>
          <p className={styles.done}>You accepted the disclosure.</p>
          <details>
            <summary>Read the disclosure again</summary>
            {text}
          </details>
        </>
      ) : (
        <>
          {text}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={isChecked}
              disabled={isDisabled}
              onChange={(event) => setChecked(event.target.checked)}
            />
            <span>
              I have read the Electronic Records and Signature Disclosure and agree to receive and sign this agreement
              electronically.
            </span>
          </label>
          {needsDocuments && (
            <div className={styles.documents}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={hasReceived}
                  disabled={isDisabled}
                  onChange={(event) => setReceived(event.target.checked)}
                />
                <span>I have received the fund’s governing documents and had the chance to read them:</span>
              </label>
              <ul>
                {documents.map((document) => (
                  <li key={document.url}>
                    <a href={document.url} target="_blank" rel="noopener">
                      {document.title}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className={styles.actions}>
            <Button
              disabled={!isChecked || (needsDocuments && !hasReceived) || isDisabled || isBusy}
              isBusy={isBusy}
              onClick={() => onAccept(disclosure.sha256, needsDocuments && hasReceived)}
            >
              Accept and continue
            </Button>
          </div>
        </>
      )}
    </section>
  );
};
