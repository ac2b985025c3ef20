// Prepared statements for the queries every request makes (docs/performance.md): the SQL is built once per database
// handle instead of once per call, and on PostgreSQL the server parses and plans it once per connection. Statement
// names must be unique across the portal: PostgreSQL refuses one name for two texts on a connection.
import { lazily } from '../../shared/domain/lazily';

/** Builds the statement on first use, so handles that never run it (a unit of work's) never build it. */
export const preparedOnce: <T>(build: () => T) => () => T = lazily;
