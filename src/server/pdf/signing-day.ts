// The day a document is signed, as every signed PDF prints it: in US Eastern time, like the fund's dates (docs/spec.md
// §4), e.g. 'March 4, 2026'. Eastern time has one way in the code base, src/shared/domain/eastern-time.ts.
import { easternFormat } from '../../shared/domain/eastern-time';

const dayFormat = easternFormat({ month: 'long', day: 'numeric', year: 'numeric' });

export const signingDay = (at: Date): string => dayFormat().format(at);
