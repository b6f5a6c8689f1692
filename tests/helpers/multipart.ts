/** One part of a multipart/form-data body: a plain field, or a file when it has a filename. */
export type Part = { name: string; filename?: string; type?: string; data: Buffer | string };

/**
 * A multipart/form-data body and its content type, for inject(). A file part is sent as
 * application/octet-stream unless `type` says otherwise: the server must judge files by their bytes.
 */
export function multipartBody(parts: Part[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
