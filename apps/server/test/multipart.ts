/** A multipart body as a browser's FormData sends it, for `app.inject`. */
export async function multipartBody(
  fields: Record<string, string>,
  files: { name?: string; filename: string; type: string; content: Buffer }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.name ?? 'proof', new Blob([file.content], { type: file.type }), file.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The first bytes of a PNG and of a JPEG: the server recognises images by them. */
export const pngBytes = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size)]);
export const jpegBytes = (size = 64) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size)]);
