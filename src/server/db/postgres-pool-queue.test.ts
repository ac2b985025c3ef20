// postgres.js keeps its pool's connections in queues (`postgres/src/queue.js`). As published (3.4.9), a queue that
// never empties under steady load grows by one slot per statement, and every statement searches the whole of it:
// CPU per statement grew from 28 to 115 µs over 300,000 statements on 50 concurrent callers (docs/performance.md).
// patches/postgres+3.4.9.patch (applied by `npm install`'s postinstall) searches only the live part and compacts.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const postgresRoot = join(dirname(fileURLToPath(import.meta.resolve('postgres'))), '..');
type Queue<T> = { readonly length: number; push: (x: T) => T; shift: () => T | undefined; remove: (x: T) => T | null };
const { default: createQueue } = (await import(join(postgresRoot, 'src', 'queue.js'))) as {
  default: <T>(initial?: T[]) => Queue<T>;
};

describe("postgres.js's pool queue", () => {
  it('is the patched one in every build the package ships', () => {
    for (const build of ['src', 'cjs/src', 'cf/src']) {
      const source = readFileSync(join(postgresRoot, build, 'queue.js'), 'utf8');
      expect(source, build).toContain('xs.indexOf(x, index)');
      expect(source, build).toContain('xs = xs.slice(index)');
    }
  });

  it('keeps first in, first out, with removal from anywhere', () => {
    const queue = createQueue(['a', 'b']);
    queue.push('c');
    queue.push('d');
    expect(queue.shift()).toBe('a');
    expect(queue.remove('c')).toBe('c');
    expect(queue.remove('a')).toBeNull();
    expect(queue.length).toBe(2);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['b', 'd', undefined]);
    expect(queue.length).toBe(0);
  });

  it('stays a queue through a long run that never empties it, as a busy pool does', () => {
    const connections = Array.from({ length: 10 }, (_, i) => ({ id: i }));
    const queue = createQueue(connections);
    // Each statement takes the next connection and puts it back at the end; one is now and then taken out and back.
    for (let statement = 0; statement < 50_000; statement += 1) {
      const next = queue.shift();
      if (!next) throw new Error('The queue emptied');
      expect(queue.remove(next)).toBeNull();
      queue.push(next);
      if (statement % 7 === 0) {
        const picked = connections[statement % 10];
        if (!picked || queue.remove(picked) !== picked) throw new Error('A live connection was not found');
        queue.push(picked);
      }
    }
    expect(queue.length).toBe(10);
    const drained = Array.from({ length: 10 }, () => queue.shift());
    expect(new Set(drained)).toEqual(new Set(connections));
  });
});
