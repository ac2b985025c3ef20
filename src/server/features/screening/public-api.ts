// What other features may use of screening (docs/design.md §4: the one file another feature imports): the plugin,
// a subscription screened when its investor signs, the demo's lists and the default threshold.
export { seedDemoScreening } from './demo-screening';
export { type FundScreening, screenSignedSubscription } from './screen-signed';
export { screeningPlugin } from './screening-plugin';
export { DEFAULT_SCREENING_THRESHOLD } from './screening-types';
