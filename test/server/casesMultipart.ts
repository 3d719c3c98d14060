import { randomBytes } from 'node:crypto';

/** One part of a multipart/form-data body. */
export type Part =
  | { name: string; value: string; contentType?: string }
  | { name: string; fileName: string; content: Buffer; contentType?: string };

/** A multipart/form-data body and its content type, as a browser's FormData would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('fileName' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n`
        + `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`), part.content, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n`
        + `${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The form of Case/Create: the `request` JSON and one `files` part per attachment. */
export function caseForm(request: unknown, files: { fileName: string; content: Buffer; contentType?: string }[] = []) {
  return multipart([
    { name: 'request', value: JSON.stringify(request) },
    ...files.map((f) => ({ name: 'files', ...f })),
  ]);
}

/** Small files with the right first bytes. */
export const sampleBytes = {
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), randomBytes(64)]),
  text: Buffer.from('Det här är ingen pdf, bara text.\n'),
};
