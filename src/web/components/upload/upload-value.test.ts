import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../shared/schemas/fields/upload';
import { toUploadedFile, type UploadValue, uploadError } from './upload-value';

const ready: UploadValue = { status: 'ready', fileName: 'passport.png', byteLength: 3, dataBase64: 'iVBO' };
const refused: UploadValue = { status: 'refused', fileName: 'notes.pdf', message: UPLOAD_MESSAGES.kind };

describe('an upload field’s value', () => {
  it.each<[string, UploadValue, string | undefined]>([
    ['nothing chosen', null, UPLOAD_MESSAGES.required],
    ['a refused file', refused, UPLOAD_MESSAGES.kind],
    ['a good file', ready, undefined],
  ])('with %s has the error %s', (_title, value, expected) => {
    expect(uploadError(value)).toBe(expected);
  });

  it('sends only a good file, as its name and base64 bytes', () => {
    expect(toUploadedFile(ready)).toEqual({ fileName: 'passport.png', dataBase64: 'iVBO' });
    expect(toUploadedFile(refused)).toBeNull();
    expect(toUploadedFile(null)).toBeNull();
  });
});
