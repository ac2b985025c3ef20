// npm run docs:flow — writes docs/flow.md and the step meta table (machines/step-meta-table.ts) from the machines.
import { writeFileSync } from 'node:fs';
import { renderFlowDoc } from './flow-doc';
import { renderStepMetaTable } from './step-meta-table';

writeFileSync('docs/flow.md', renderFlowDoc());
writeFileSync('machines/step-meta-table.ts', renderStepMetaTable());
console.log('docs/flow.md and machines/step-meta-table.ts written from the machines');
