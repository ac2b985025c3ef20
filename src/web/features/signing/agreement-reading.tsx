// The reading view of the agreement (docs/signing.md 'Reading view'): the text the PDF is drawn from, at body size and
// in the width of the screen, with this subscription's values in place and each signer's place in the flow of the
// text; the signer's own place is marked, and shows the adopted signature once it is placed. The PDF stays the record.
import type { ReactNode } from 'react';
import type { AdoptedSignature, ReadingBlock, SignerSummary, SigningView } from '../../../shared/api/signing';
import { MY_PLACE_ID } from './ceremony-guide';
import styles from './signing.module.css';

type AgreementReadingProps = {
  blocks: readonly ReadingBlock[];
  signers: readonly SignerSummary[];
  me: SigningView['me'];
  /** The signature the signer placed at their place (the guide's 'Sign here'); null before. */
  placed: AdoptedSignature | null;
};

const Value = ({ text }: { text: string }) =>
  text === '' ? (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">left empty</span>
    </>
  ) : (
    text
  );

const PlacedSignature = ({ signature }: { signature: AdoptedSignature }) =>
  signature.kind === 'typed' ? (
    <span className={styles.placedTyped}>{signature.text}</span>
  ) : (
    <img className={styles.placedDrawn} src={signature.imagePng} alt="Your drawn signature" />
  );

type PlaceProps = {
  title: string;
  signer: SignerSummary | undefined;
  isMine: boolean;
  placed: AdoptedSignature | null;
};

/** One signer's place: whose it is and where it stands; the reader's own is marked until they have signed. */
const SignaturePlace = ({ title, signer, isMine, placed }: PlaceProps) => {
  let body: ReactNode;
  if (!signer) body = <p className={styles.muted}>Not needed for this subscription.</p>;
  else if (signer.status === 'signed') body = <p className={styles.done}>Signed by {signer.name}</p>;
  else if (isMine && placed) {
    body = (
      <>
        <PlacedSignature signature={placed} />
        <p className={styles.muted}>Your signature, applied when you finish.</p>
      </>
    );
  } else if (isMine) body = <p className={styles.signHereMark}>Sign here</p>;
  else body = <p className={styles.muted}>For {signer.name} to sign</p>;
  const isOpen = isMine && signer?.status !== 'signed';
  return (
    <div
      id={isOpen ? MY_PLACE_ID : undefined}
      className={[styles.readingPlace, isOpen && styles.readingPlaceMine, styles.place].filter(Boolean).join(' ')}
    >
      <p className={styles.readingPlaceTitle}>{title}</p>
      {body}
    </div>
  );
};

/** A block with its place in the text, which keys it (the text is fixed, so the place is its identity). */
type Placed = ReadingBlock & { at: number };

/** Runs of field blocks become one list of label and value. */
const grouped = (blocks: readonly ReadingBlock[]): (Placed | Placed[])[] =>
  blocks.reduce<(Placed | Placed[])[]>((out, block, at) => {
    const last = out.at(-1);
    const placed = { ...block, at };
    if (block.kind === 'field' && Array.isArray(last)) last.push(placed);
    else out.push(block.kind === 'field' ? [placed] : placed);
    return out;
  }, []);

export const AgreementReading = ({ blocks, signers, me, placed }: AgreementReadingProps) => (
  <article className={styles.reading} aria-label="The agreement's text" data-testid="agreement-reading">
    {grouped(blocks).map((item) => {
      if (Array.isArray(item)) {
        return (
          <dl key={item[0]?.at} className={styles.readingFields}>
            {item.map((field) => (
              <div key={field.at}>
                <dt>{field.label}</dt>
                <dd>
                  <Value text={field.text} />
                </dd>
              </div>
            ))}
          </dl>
        );
      }
      const key = item.at;
      switch (item.kind) {
        case 'title':
          return (
            <h3 key={key} className={styles.readingTitle}>
              {item.text}
            </h3>
          );
        case 'heading':
          return <h4 key={key}>{item.text}</h4>;
        case 'signature':
          return (
            <SignaturePlace
              key={key}
              title={item.text}
              signer={signers.find((s) => s.role === item.role)}
              isMine={item.role === me.role}
              placed={placed}
            />
          );
        default:
          return <p key={key}>{item.text}</p>;
      }
    })}
  </article>
);
