import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { getJson, testBackends, useTestApp } from '../test/test-app';
import { terminalLogStream } from './request-log';

describe.each(testBackends().slice(0, 1))('the request log on %s', (backend) => {
  const t = useTestApp(backend);

  it('writes one line per request, with method, path, status and time, and never the query string', async () => {
    const { app, logs } = t();
    const before = logs.length;
    await getJson(app, '/api/me?secret=never-logged', {});
    const lines = logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = lines.filter((line) => line.path === '/api/me');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      method: 'GET',
      statusCode: 200,
      msg: expect.stringMatching(/^GET \/api\/me 200 [\d.]+ ms$/),
    });
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);
    expect(logs.slice(before).join('\n')).not.toContain('never-logged');
  });
});

describe('the terminal log', () => {
  it('draws a JSON log line as one readable line: time, level and message', async () => {
    const out = new PassThrough();
    const written: string[] = [];
    out.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    const stream = terminalLogStream(out);
    const line = {
      level: 30,
      time: Date.UTC(2026, 10, 25, 12, 0, 0),
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      method: 'GET',
      path: '/api/me',
      statusCode: 200,
      ms: 1.2,
      msg: 'GET /api/me 200 1.2 ms',
    };
    stream.write(`${JSON.stringify(line)}\n`);
    await expect.poll(() => written.join('')).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: GET \/api\/me 200 1\.2 ms\n$/);
  });
});
