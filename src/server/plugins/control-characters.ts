// No request brings control characters into the portal (src/shared/schemas/fields/control-characters.ts): a string
// anywhere in the body, the query or the path's parameters that holds one is refused with 400 and the field it is in,
// after the caller's session and the route's own schema are checked and before any handler runs, so nothing is stored
// in part and the database never sees them.
import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, controlCharacterPath } from '../../shared/schemas/fields/control-characters';
import { HttpError } from '../http-error';

export const registerControlCharacterGuard = (app: FastifyInstance): void => {
  app.addHook('preHandler', async (request) => {
    for (const source of [request.body, request.query, request.params]) {
      const path = controlCharacterPath(source);
      if (path !== null) {
        throw new HttpError(400, CONTROL_CHARACTERS_MESSAGE, { fields: { [path]: CONTROL_CHARACTERS_MESSAGE } });
      }
    }
  });
};
