// A fund's data room in the back office (docs/data-room.md 'Back office'): the confidentiality agreement setting and
// who accepted it, adding a document, the documents in order with their versions and readers, and who opened what.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { dataRoomPath } from '../../../../shared/api/data-room-path';
import { ButtonLink } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/page';
import { AdminFrame, Alert } from '../admin-frame';
import { adminPaths } from '../admin-paths';
import { getDataRoom } from '../api/data-room-calls';
import { useAdminLoad } from '../use-admin-load';
import { DataRoomAddDocument } from './data-room-add-document';
import { DataRoomDocuments } from './data-room-documents';
import { DataRoomInvestors } from './data-room-investors';
import { DataRoomNdaPanel } from './data-room-nda-panel';

export const AdminDataRoomPage = () => {
  const { slug = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getDataRoom(slug, signal), [slug]);
  const { data, error, isLoading, setData } = useAdminLoad(load);

  return (
    <AdminFrame
      title={data ? `${data.fund.name}: data room` : 'Data room'}
      lead="The documents investors read before they commit, who may open each, and who opened what."
      actions={
        <>
          <ButtonLink to={adminPaths.pipeline(slug)}>Pipeline</ButtonLink>
          <ButtonLink to={adminPaths.dashboard(slug)}>Dashboard</ButtonLink>
          <a href={dataRoomPath(slug)} target="_blank" rel="noopener noreferrer">
            Open the investors’ page
          </a>
        </>
      }
    >
      {isLoading && !data && <Loading />}
      {error && <Alert>{error}</Alert>}
      {data && (
        <>
          <DataRoomNdaPanel slug={slug} view={data} onSaved={setData} />
          <DataRoomAddDocument slug={slug} ndaRequired={data.settings.ndaRequired} onSaved={setData} />
          <DataRoomDocuments slug={slug} view={data} onSaved={setData} />
          <DataRoomInvestors investors={data.investors} />
        </>
      )}
    </AdminFrame>
  );
};
