// The room's documents in the order investors see them: move one up or down (the whole new order is sent), edit its
// details, upload a new version, or remove it (kept for the audit trail). Focus stays on the moved document's button.
import { useEffect, useRef, useState } from 'react';
import type { AdminDataRoomDocument, AdminDataRoomView } from '../../../../shared/api/data-room';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Panel } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { Alert } from '../admin-frame';
import { removeDocument, reorderDocuments } from '../api/data-room-calls';
import { messageOf } from '../error-text';
import { DataRoomDocumentCard, type DocumentAction, moveButtonId } from './data-room-document-card';
import { movedOrder } from './data-room-labels';
import { DocumentDetailsDialog } from './document-details-dialog';
import { DocumentVersionDialog } from './document-version-dialog';

type DocumentsProps = { slug: string; view: AdminDataRoomView; onSaved: (view: AdminDataRoomView) => void };
type Open = { action: DocumentAction; document: AdminDataRoomDocument } | null;

export const DataRoomDocuments = ({ slug, view, onSaved }: DocumentsProps) => {
  const [open, setOpen] = useState<Open>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  // The move buttons stay enabled while an order is saved (a disabled button loses the keyboard's focus); a second
  // press meanwhile is ignored.
  const isMoving = useRef(false);
  const [focusId, setFocusId] = useState<string | null>(null);
  const { documents } = view;
  const documentOf = (action: DocumentAction) => (open?.action === action ? open.document : null);

  const saved = (next: AdminDataRoomView, text: string) => {
    onSaved(next);
    setOpen(null);
    setMessage({ tone: 'success', text });
  };

  // After the moved card is drawn in its new place, its button takes the focus again.
  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const onMove = async (index: number, step: -1 | 1) => {
    const moving = documents[index];
    if (!moving || isMoving.current) return;
    isMoving.current = true;
    setMessage(null);
    try {
      const ids = movedOrder(
        documents.map((d) => d.id),
        index,
        step,
      );
      onSaved(await reorderDocuments(slug, ids));
      const position = ids.indexOf(moving.id) + 1;
      setMessage({ tone: 'success', text: `“${moving.title}” is now number ${position} of ${ids.length}.` });
      // The moved card's button keeps the focus; at the top or bottom, its other button does.
      const isAtEdge = step < 0 ? position === 1 : position === ids.length;
      setFocusId(moveButtonId(moving.id, isAtEdge ? (-step as -1 | 1) : step));
    } catch (failure) {
      setMessage({ tone: 'error', text: messageOf(failure) });
    } finally {
      isMoving.current = false;
    }
  };

  const onRemove = async () => {
    const removing = documentOf('remove');
    if (!removing) return;
    setIsRemoving(true);
    setRemoveError(null);
    try {
      saved(await removeDocument(slug, removing.id), `“${removing.title}” is removed from the data room.`);
    } catch (failure) {
      setRemoveError(messageOf(failure));
    } finally {
      setIsRemoving(false);
    }
  };

  const removing = documentOf('remove');
  return (
    <Panel className={styles.section}>
      <h2 id="documents-heading">Documents</h2>
      <p className={styles.hint}>
        In the order investors see them. Every copy that leaves the portal is stamped with the reader’s name.
      </p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {documents.length === 0 ? (
        <p>The data room has no documents yet.</p>
      ) : (
        <ol className={styles.documentList} aria-labelledby="documents-heading">
          {documents.map((document, index) => (
            <DataRoomDocumentCard
              key={document.id}
              slug={slug}
              document={document}
              index={index}
              count={documents.length}
              onMove={(at, step) => void onMove(at, step)}
              onAction={(action, chosen) => {
                setMessage(null);
                setRemoveError(null);
                setOpen({ action, document: chosen });
              }}
            />
          ))}
        </ol>
      )}
      <DocumentDetailsDialog
        slug={slug}
        document={documentOf('edit')}
        ndaRequired={view.settings.ndaRequired}
        onClose={() => setOpen(null)}
        onSaved={(next, title) => saved(next, `“${title}” is saved.`)}
      />
      <DocumentVersionDialog
        slug={slug}
        document={documentOf('version')}
        onClose={() => setOpen(null)}
        onSaved={(next, title) => saved(next, `A new version of “${title}” is in the data room.`)}
      />
      <Dialog
        isOpen={removing !== null}
        onClose={() => setOpen(null)}
        title={removing ? `Remove “${removing.title}”?` : 'Remove the document?'}
        actions={
          <>
            <Button onClick={() => setOpen(null)}>Cancel</Button>
            <Button variant="primary" isBusy={isRemoving} disabled={isRemoving} onClick={() => void onRemove()}>
              Remove from the data room
            </Button>
          </>
        }
      >
        <p>Investors no longer see it. Its versions and who opened it stay in the records for the audit trail.</p>
        {removeError && <Alert>{removeError}</Alert>}
      </Dialog>
    </Panel>
  );
};
