// The portal's one document viewer (docs/design.md §7a), drawn with pdf.js rather than the browser's PDF plug-in: every
// page fits the width (a phone too), zooms in steps, and carries a text layer, so the text can be searched, selected
// and read by a screen reader. This module is its own chunk: a page loads it only when it shows a document.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, TextLayer, VerbosityLevel } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import styles from './document-viewer.module.css';
import { nextZoom, ZOOM_STEPS } from './zoom';

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfViewerProps = {
  url: string;
  title: string;
  /** Called once for each page that has been at least half on screen (a data room counts the pages read). */
  onPageSeen?: (pageNumber: number) => void;
};

/** Calls `onSeen` the first time the element is at least half visible. */
const useSeen = (element: HTMLElement | null, onSeen: (() => void) | undefined) => {
  const callback = useRef(onSeen);
  callback.current = onSeen;
  const isWatched = onSeen !== undefined;
  useEffect(() => {
    if (!element || !isWatched || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        callback.current?.();
        observer.disconnect();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isWatched]);
};

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; doc: PDFDocumentProxy };

const useWidth = (element: HTMLElement | null): number => {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
};

type PdfPageProps = { doc: PDFDocumentProxy; pageNumber: number; width: number; onSeen?: () => void };

const PdfPage = ({ doc, pageNumber, width, onSeen }: PdfPageProps) => {
  const [group, setGroup] = useState<HTMLDivElement | null>(null);
  useSeen(group, onSeen);
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number; scale: number } | null>(null);

  useEffect(() => {
    if (width === 0) return;
    let isCurrent = true;
    let cancel = () => {};
    void doc
      .getPage(pageNumber)
      .then(async (page) => {
        if (!isCurrent || !canvas.current || !text.current) return;
        const scale = width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        canvas.current.width = Math.floor(viewport.width * ratio);
        canvas.current.height = Math.floor(viewport.height * ratio);
        setSize({ width: viewport.width, height: viewport.height, scale });
        const task = page.render({
          canvas: canvas.current,
          viewport,
          ...(ratio !== 1 && { transform: [ratio, 0, 0, ratio, 0, 0] }),
        });
        cancel = () => task.cancel();
        text.current.replaceChildren();
        const layer = new TextLayer({ textContentSource: page.streamTextContent(), container: text.current, viewport });
        await Promise.all([task.promise, layer.render()]).catch(() => undefined);
      })
      .catch((error: unknown) => {
        // Leaving the page destroys the document while a page is still read ('Transport destroyed'): nothing to show.
        if (isCurrent) throw error;
      });
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [doc, pageNumber, width]);

  const style = size
    ? ({
        width: size.width,
        height: size.height,
        '--total-scale-factor': size.scale,
        '--scale-round-x': '1px',
        '--scale-round-y': '1px',
      } as React.CSSProperties)
    : undefined;
  return (
    // A group, not a region: several documents on one page would otherwise repeat the same landmarks.
    // biome-ignore lint/a11y/useSemanticElements: a page of a document is not a set of form fields
    <div
      ref={setGroup}
      role="group"
      className={styles.page}
      style={style}
      aria-label={`Page ${pageNumber} of ${doc.numPages}`}
    >
      <canvas ref={canvas} className={styles.canvas} />
      <div ref={text} className={styles.textLayer} />
    </div>
  );
};

export const PdfViewer = ({ url, title, onPageSeen }: PdfViewerProps) => {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [zoom, setZoom] = useState(1);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const fitWidth = useWidth(frame);

  useEffect(() => {
    setLoad({ status: 'loading' });
    // No eval (the portal's Content-Security-Policy allows none); warnings about fonts the PDF names but does not embed
    // stay out of the console (the page's own fonts stand in).
    const task = getDocument({ url, withCredentials: true, isEvalSupported: false, verbosity: VerbosityLevel.ERRORS });
    task.promise.then(
      (doc) => setLoad({ status: 'ready', doc }),
      () => setLoad({ status: 'failed' }),
    );
    return () => void task.destroy();
  }, [url]);

  if (load.status === 'failed') {
    return (
      <p className={styles.message} role="alert">
        The document could not be shown here. Please download it instead.
      </p>
    );
  }
  const percent = `${Math.round(zoom * 100)}%`;
  return (
    <div className={styles.viewer}>
      <div className={styles.toolbar} role="toolbar" aria-label={`${title}: zoom`}>
        <button type="button" onClick={() => setZoom(nextZoom(zoom, -1))} disabled={zoom === ZOOM_STEPS[0]}>
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">Zoom out</span>
        </button>
        <button type="button" onClick={() => setZoom(1)} aria-label={`Fit to width (now ${percent})`}>
          {zoom === 1 ? 'Fit to width' : percent}
        </button>
        <button type="button" onClick={() => setZoom(nextZoom(zoom, 1))} disabled={zoom === ZOOM_STEPS.at(-1)}>
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">Zoom in</span>
        </button>
        {load.status === 'ready' && (
          <span className={styles.count}>
            {load.doc.numPages} {load.doc.numPages === 1 ? 'page' : 'pages'}
          </span>
        )}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the pages scroll sideways when zoomed, by keyboard too */}
      <div ref={setFrame} className={styles.frame} role="document" aria-label={title} tabIndex={0}>
        {load.status === 'loading' && <p className={styles.message}>Loading the document…</p>}
        {load.status === 'ready' &&
          fitWidth > 0 &&
          Array.from({ length: load.doc.numPages }, (_, index) => index + 1).map((pageNumber) => (
            <PdfPage
              key={`page-${pageNumber}`}
              doc={load.doc}
              pageNumber={pageNumber}
              width={Math.floor(fitWidth * zoom)}
              onSeen={onPageSeen && (() => onPageSeen(pageNumber))}
            />
          ))}
      </div>
    </div>
  );
};
