/**
 * A response body's chunks, cancelled when `signal` aborts, and cancelled once left part-read.
 * Fetch follows its signal only while its request object lives; garbage collection may take that
 * object while the body is still being read, and a deadline that came then stopped nothing: a body
 * that stalled after its headers was waited on for good.
 */
export async function* chunksOf(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  // Cancelling a body read to its end does nothing; one left part-read drops the connection.
  const cancel = () => reader.cancel(signal.reason).catch(() => undefined);
  const cancelOnAbort = () => void cancel();
  if (signal.aborted) cancelOnAbort();
  signal.addEventListener('abort', cancelOnAbort, { once: true });
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    signal.removeEventListener('abort', cancelOnAbort);
    await cancel();
  }
}

/** The whole body as text within `signal`'s time, refused (and the connection dropped) past `maxBytes`. */
export async function cappedText(body: ReadableStream<Uint8Array> | null, signal: AbortSignal, maxBytes: number, tooLong: () => Error): Promise<string> {
  if (!body) return '';
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for await (const chunk of chunksOf(body, signal)) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) throw tooLong();
    text += decoder.decode(chunk, { stream: true });
  }
  if (signal.aborted) throw signal.reason;
  return text + decoder.decode();
}
