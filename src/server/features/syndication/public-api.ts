// What the rest of the server may use of the syndication program (docs/design.md §4: the one file another feature
// imports): its demo sign-up and the re-seal of its uploads under a new key.
export { seedSyndicationUnderReview } from './demo-sign-up';
export { resealSyndication } from './reseal-syndication';
