// Files and multipart bodies for the upload routes: small real-looking files, and a streamed body
// whose file is generated as it is read, so a test can see how much of it the server pulled.
import { readdirSync } from 'node:fs';
import { expect, vi } from 'vitest';
import { makePdf } from '../../../server/seed/files/pdf.ts';
import { receiptVariant } from '../../../server/seed/files/pictures.ts';

export type TestFile = { data: Uint8Array; name: string; type: string };

export const pdfFile = (name = 'factura.pdf'): TestFile => ({
  data: makePdf('Factura', [{ text: 'Pedido 112-0000000-0000000' }]),
  name,
  type: 'application/pdf',
});
export const pngFile = (name = 'captura.png'): TestFile => ({ data: receiptVariant([35, 47, 62], 0), name, type: 'image/png' });
/** The JPEG signature and some bytes: the server decides by the first bytes only. */
export const jpegFile = (name = 'foto.jpg'): TestFile => ({
  data: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  name,
  type: 'image/jpeg',
});
/** A text file renamed .pdf and declared as a PDF. */
export const textAsPdf = (): TestFile => ({ data: new TextEncoder().encode('just some text, not a PDF\n'), name: 'factura.pdf', type: 'application/pdf' });

/** A multipart form of text fields and, optionally, one file under `field`. */
export function form(fields: Record<string, string>, file?: TestFile, field = 'invoice'): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return body;
}

export const BOUNDARY = 'casillero-test-boundary-7f3a';
const CHUNK = 64 * 1024;

/**
 * A multipart body streamed on demand: the text fields, then a file of `fileBytes` bytes that starts
 * with `head` (the rest zeros). `pulled()` tells how many bytes of the body the server has read.
 */
export function streamedForm(fields: Record<string, string>, head: Uint8Array, fileBytes: number, field = 'invoice') {
  const encoder = new TextEncoder();
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const opening = encoder.encode(
    `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const closing = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  let pulled = 0;
  let sent = 0;
  let stage: 'opening' | 'file' | 'closing' | 'done' = 'opening';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk: Uint8Array;
      if (stage === 'opening') {
        chunk = opening;
        stage = 'file';
      } else if (stage === 'file') {
        const size = Math.min(CHUNK, fileBytes - sent);
        chunk = new Uint8Array(size);
        if (sent < head.length) chunk.set(head.subarray(sent, sent + size));
        sent += size;
        if (sent >= fileBytes) stage = 'closing';
      } else if (stage === 'closing') {
        chunk = closing;
        stage = 'done';
      } else {
        controller.close();
        return;
      }
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return {
    body,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    totalBytes: opening.length + fileBytes + closing.length,
    pulled: () => pulled,
  };
}

/** The names in a folder, to check that a refused upload left nothing behind. */
export const filesIn = (dir: string) => new Set(readdirSync(dir));

/**
 * Runs a refused upload and checks that it stored nothing: as many rows as before (`rows` counts
 * the resource the upload would create) and no file left in the uploads folder `dir`.
 */
export async function refusedUpload(dir: string, rows: () => Promise<number>, send: () => Promise<Response>): Promise<Response> {
  const files = filesIn(dir);
  const before = await rows();
  const res = await send();
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(await rows()).toBe(before);
  // A file cut off by the size limit is deleted as the answer goes out (server/http/upload.ts does
  // not wait for the unlink): it may still be there for a moment, never for good.
  await vi.waitFor(() => expect(filesIn(dir)).toEqual(files), { timeout: 2_000, interval: 20 });
  return res;
}

/** A part of streamedParts: a text field, or a file of `bytes` bytes that starts with `head` (the rest zeros). */
export type StreamedPart = { name: string; value: string } | { name: string; filename: string; head?: Uint8Array; bytes: number };

/**
 * A chunked multipart body (no Content-Length) of any parts, produced as it is read;
 * `pulled()` tells how many bytes of it the server has read.
 */
export function streamedParts(parts: StreamedPart[]) {
  const encoder = new TextEncoder();
  let pulled = 0;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      if ('value' in part) {
        yield encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
        continue;
      }
      yield encoder.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      const head = part.head ?? new Uint8Array();
      for (let sent = 0; sent < part.bytes; sent += CHUNK) {
        const chunk = new Uint8Array(Math.min(CHUNK, part.bytes - sent));
        if (sent < head.length) chunk.set(head.subarray(sent, sent + chunk.length));
        yield chunk;
      }
      yield encoder.encode('\r\n');
    }
    yield encoder.encode(`--${BOUNDARY}--\r\n`);
  }
  const source = chunks();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) return controller.close();
      pulled += next.value.length;
      controller.enqueue(next.value);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${BOUNDARY}`, pulled: () => pulled };
}
