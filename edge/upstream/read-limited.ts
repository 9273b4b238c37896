/** The body as text, refused past `limit` bytes while it streams in (a 50 MB answer is not read). */
export async function readLimited(res: Response, limit: number): Promise<string | null> {
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) {
    await res.body?.cancel();
    return null;
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}
