// Text the portal takes holds no control characters (NUL, escape, the C1 range …): they have no place in a name, an
// address or a title, the database cannot store some of them, and they hide text in logs and documents. Tabs and line
// breaks stay allowed (notes run over lines). The server holds the rule for every string of every request
// (src/server/plugins/control-characters.ts); a form may read it as well.
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove the invisible control characters from this field.';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the very characters this rule refuses.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const hasControlCharacters = (value: string): boolean => CONTROL.test(value);

/**
 * The path of the first string in `value` (a parsed JSON body, a query) that holds a control character, as the
 * 400's `fields` name it ('values.legalFirstName', 'items.0.note'); null when there is none. Object keys count too.
 */
export const controlCharacterPath = (value: unknown, path: string[] = []): string | null => {
  if (typeof value === 'string') return hasControlCharacters(value) ? path.join('.') || 'value' : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const at = [...path, String(key)];
    if (typeof key === 'string' && hasControlCharacters(key)) return at.join('.');
    const found = controlCharacterPath(inner, at);
    if (found !== null) return found;
  }
  return null;
};
