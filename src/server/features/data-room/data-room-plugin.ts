// The fund's data room as one Fastify plugin (docs/data-room.md): the investor's room and the back office's.
import type { FastifyInstance } from 'fastify';
import { adminDataRoomRoutes } from './admin-data-room-routes';
import { createDataRoomDeps } from './data-room-deps';
import { dataRoomRoutes } from './data-room-routes';

export const dataRoomPlugin = async (app: FastifyInstance): Promise<void> => {
  const deps = createDataRoomDeps(app.deps);
  await app.register(dataRoomRoutes, { deps });
  await app.register(adminDataRoomRoutes, { deps });
};
