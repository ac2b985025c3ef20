// `npm run bench:profile -- <file.cpuprofile> [from-second] [to-second]`: where a V8 CPU profile (`node --cpu-prof`)
// spent its busy time, by package or source file and by function, optionally within a window of seconds since the
// profile started (a scenario of bench/api.ts). Idle time is left out. Prints figures only (docs/performance.md).
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

const [file, fromArg, toArg] = process.argv.slice(2);
if (!file) throw new Error('Name a .cpuprofile file');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const from = Number(fromArg ?? 0) * 1e6;
const to = toArg === undefined ? Number.POSITIVE_INFINITY : Number(toArg) * 1e6;

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const shortUrl = (url: string): string =>
  url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|machines)\//, '$1/');
/** A package (`pg`, `@scope/name`), a source file of ours, or a V8 entry such as `(garbage collector)`. */
const placeOf = ({ url, functionName }: CallFrame): string => {
  if (url === '') return functionName;
  const short = shortUrl(url);
  const inPackage = url.includes('node_modules/') ? /^(@[^/]+\/[^/]+|[^/]+)/.exec(short)?.[1] : undefined;
  return inPackage ?? short;
};

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
let elapsed = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsed += delta;
  const frame = nodes.get(id)?.callFrame;
  if (!frame || frame.functionName === '(idle)' || elapsed < from || elapsed >= to) return;
  busy += delta;
  const place = placeOf(frame);
  byPlace.set(place, (byPlace.get(place) ?? 0) + delta);
  const name = `${frame.functionName || '(anonymous)'} ${frame.url === '' ? '' : `${shortUrl(frame.url)}:${frame.lineNumber + 1}`}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
});

const top = (counts: Map<string, number>, count: number): string =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${((100 * time) / busy).toFixed(1).padStart(6)} %  ${name}`)
    .join('\n');

process.stdout.write(
  `busy ${(busy / 1e6).toFixed(2)} s between ${(from / 1e6).toFixed(1)} s and ${(Math.min(to, elapsed) / 1e6).toFixed(1)} s\n\nby place\n${top(byPlace, 20)}\n\n` +
    `by function\n${top(byFunction, 25)}\n`,
);
