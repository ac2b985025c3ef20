// What the built-in provider's parts reach: the database, the cipher that seals what they keep, and the portal's
// signing certificate, which signs every sealed document (docs/signing.md 'Digital signature').
import type { Db } from '../../../db/database';
import type { DataCipher } from '../../../security/data-cipher';
import type { SigningIdentity } from '../../../security/signing-identity';

export type BuiltinProviderDeps = { db: Db; cipher: DataCipher; identity: SigningIdentity };
