// Writes docs/screens.md from the screenshots in docs/screens (npm run test:e2e runs it after the browser tests).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isScreenCard, renderScreensDoc, type ScreenCard } from './screens-doc';

const dir = join('docs', 'screens');
const cards: ScreenCard[] = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown)
  .filter(isScreenCard);
writeFileSync(join('docs', 'screens.md'), renderScreensDoc(cards));
console.log(`docs/screens.md written: ${cards.length} screens`);
