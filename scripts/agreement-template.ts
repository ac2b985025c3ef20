// `npx tsx scripts/agreement-template.ts [file]` — writes the demo subscription agreement template (pdf-lib, with the
// form fields the portal fills) to a file, ./data/agreement-template.pdf by default. Funds without a template of
// their own use this one; an admin can edit a copy and upload it for a fund (docs/signing.md 'Templates').
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildDemoAgreementTemplate } from '../src/server/features/signing/pdf/demo-template';

const file = resolve(process.argv[2] ?? 'data/agreement-template.pdf');
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, await buildDemoAgreementTemplate());
console.log(`Demo subscription agreement template written to ${file}`);
