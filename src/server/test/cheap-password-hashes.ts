// The API project's setup file: password hashes made by the tests cost N = 2^10 instead of production's 2^14, so that
// the suite's sign-ups and logins take milliseconds rather than minutes of scrypt in all (password.test.ts checks the
// production cost). A hash records its cost, so hashes made at production's (the placeholder for unknown e-mails)
// check as before.
import { PASSWORD_HASH_PARAMS, setPasswordHashCostForTests } from '../security/password';

setPasswordHashCostForTests({ ...PASSWORD_HASH_PARAMS, N: 1024 });
