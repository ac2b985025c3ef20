// What a passkey failure says: a cancelled or refused browser prompt (a DOMException) plainly, the server's messages
// as they are.
import { formErrorMessage } from './error-message';

export const passkeyErrorMessage = (caught: unknown): string =>
  caught instanceof Error && caught.name === 'NotAllowedError'
    ? 'The passkey prompt was closed or timed out. Nothing changed.'
    : formErrorMessage(caught);
