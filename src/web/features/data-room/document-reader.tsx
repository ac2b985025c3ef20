// The document being read, in the portal's one viewer (pages fit the width, on a phone too), with its download. The
// pages the viewer shows are reported, a few at a time, so that the fund knows what was read (docs/data-room.md
// 'Analytics').
import { useCallback, useEffect, useRef } from 'react';
import type { DataRoomDocument } from '../../../shared/api/data-room';
import { Button } from '../../components/ui/button';
import { DocumentViewer } from '../../components/ui/document-viewer/document-viewer';
import { documentFileUrl, reportPagesSeen } from './api/data-room-calls';
import styles from './data-room.module.css';
import { stampNoteText } from './data-room-words';

const REPORT_AFTER_MS = 1500;

type DocumentReaderProps = {
  fundSlug: string;
  document: DataRoomDocument;
  isLoggedIn: boolean;
  onClose: () => void;
};

export const DocumentReader = ({ fundSlug, document, isLoggedIn, onClose }: DocumentReaderProps) => {
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const pages = [...pending.current];
    pending.current.clear();
    if (pages.length === 0 || !isLoggedIn) return;
    reportPagesSeen(fundSlug, document.id, pages).catch(() => {
      // Reading goes on; the count of pages is the only thing lost.
    });
  }, [fundSlug, document.id, isLoggedIn]);

  const onPageSeen = useCallback(
    (page: number) => {
      pending.current.add(page);
      if (!timer.current) timer.current = setTimeout(flush, REPORT_AFTER_MS);
    },
    [flush],
  );

  useEffect(() => {
    heading.current?.focus();
    return flush;
  }, [flush]);

  return (
    <section className={styles.reader} aria-labelledby="reader-heading">
      <div className={styles.readerHead}>
        <h2 id="reader-heading" ref={heading} tabIndex={-1}>
          {document.title}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close the document
        </Button>
      </div>
      <p className={styles.stampNote}>{stampNoteText(isLoggedIn)}</p>
      <DocumentViewer
        url={documentFileUrl(fundSlug, document.id)}
        downloadUrl={documentFileUrl(fundSlug, document.id, true)}
        title={document.title}
        downloadLabel={`Download ${document.title} (PDF)`}
        onPageSeen={onPageSeen}
      />
    </section>
  );
};
