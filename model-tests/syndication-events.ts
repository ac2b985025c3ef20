// The events the syndication sign-up paths are generated from, shared by the machine's path tests and the API's: an
// investor who accepts the acknowledgments at 10:00 EST on 20 Feb 2026, moves on a day a step, and a clock that reads
// day 29 and day 30 of the waiting period (after the spring change to EDT).
import type { SyndicationSignUpEvent } from '../machines/syndication-sign-up.machine.types';
import type { IsoDate } from '../src/shared/domain/entities';

export const T0: IsoDate = '2026-02-20T15:00:00.000Z';

/** `n` days after T0, at `hour` UTC. */
export const day = (n: number, hour = 15): IsoDate =>
  new Date(Date.parse(T0) + n * 86_400_000 + (hour - 15) * 3_600_000).toISOString();

export const SYNDICATION_EVENTS: readonly SyndicationSignUpEvent[] = [
  { type: 'START' },
  { type: 'ACKNOWLEDGE', at: T0 },
  { type: 'NDA_SIGNED', at: day(1) },
  { type: 'IDENTITY_SUBMITTED', at: day(2) },
  { type: 'ACCREDITATION_SUBMITTED', at: day(3) },
  { type: 'IDENTITY_DECIDED', at: day(4), decision: 'approved' },
  { type: 'IDENTITY_DECIDED', at: day(4), decision: 'denied' },
  { type: 'ACCREDITATION_DECIDED', at: day(5), decision: 'approved', basis: 'income' },
  { type: 'ACCREDITATION_DECIDED', at: day(5), decision: 'denied', basis: 'income' },
  { type: 'TICK', now: day(29) },
  { type: 'TICK', now: day(30) },
];
