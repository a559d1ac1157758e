import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBodyBytes } from './raw-body.ts';

let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = Fastify({ bodyLimit: 1024 * 1024 });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', readBodyBytes);
  app.post('/echo', async (request) => {
    const body = request.body as Buffer;
    // Owning its whole ArrayBuffer is what lets the engine pool move it to a worker.
    return { length: body.length, owns: body.byteOffset === 0 && body.byteLength === body.buffer.byteLength, text: body.toString('utf8') };
  });
  app.post('/small', { bodyLimit: 10 }, async (request) => ({ length: (request.body as Buffer).length }));
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

const json = { 'content-type': 'application/json' };

describe('readBodyBytes', () => {
  it('reads a Content-Length body into one buffer of exactly that size', async () => {
    const text = JSON.stringify({ values: Array.from({ length: 20_000 }, (_, i) => i), note: 'ünïcödé ✓' });
    const res = await fetch(`${url}/echo`, { method: 'POST', headers: json, body: text });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { length: number; owns: boolean; text: string };
    expect(body.length).toBe(Buffer.byteLength(text));
    expect(body.owns).toBe(true);
    expect(body.text).toBe(text);
  });

  it('collects a chunked body without a Content-Length', async () => {
    const parts = ['{"a":', '[1,2,3]', ',"b":"ok"}'];
    const res = await fetch(`${url}/echo`, {
      method: 'POST',
      headers: json,
      body: Readable.toWeb(Readable.from(parts.map((p) => Buffer.from(p)))) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { text: string }).text).toBe(parts.join(''));
  });

  it('refuses a declared length over the route limit before reading', async () => {
    const res = await fetch(`${url}/small`, { method: 'POST', headers: json, body: '{"too":"long for ten"}' });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
  });

  it('refuses a chunked body once it passes the limit', async () => {
    const res = await fetch(`${url}/small`, {
      method: 'POST',
      headers: json,
      body: Readable.toWeb(Readable.from([Buffer.from('{"x":"'), Buffer.from('y'.repeat(64)), Buffer.from('"}')])) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('refuses a body shorter than its Content-Length', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { ...json, 'content-length': '50' }, payload: '{"short":1}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FST_ERR_CTP_INVALID_CONTENT_LENGTH');
  });
});
