// npm run docs:flow — writes docs/flow.md from the machines.
import { writeFileSync } from 'node:fs';
import { renderFlowDoc } from './flow-doc';

writeFileSync('docs/flow.md', renderFlowDoc());
console.log('docs/flow.md written from the machines');
