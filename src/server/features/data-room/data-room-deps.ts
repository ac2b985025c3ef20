// What the data room's routes reach: the app's dependencies and the room's own repository.
import type { AppDeps } from '../../app-deps';
import { createDataRoomRepository, type DataRoomRepository } from './data-room-repository';

export type DataRoomDeps = AppDeps & { dataRoom: DataRoomRepository };

export const createDataRoomDeps = (deps: AppDeps): DataRoomDeps => ({
  ...deps,
  dataRoom: createDataRoomRepository(deps.db, deps.cipher),
});
