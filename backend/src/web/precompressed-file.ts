import { access } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { PRECOMPRESSED_ENCODINGS, preferredEncoding, type PrecompressedEncoding } from './accept-encoding.js';

/** Text the build writes Brotli and gzip copies of (binary formats are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const exists = (file: string) => access(file).then(() => true, () => false);

async function encodingsOnDisk(file: string): Promise<PrecompressedEncoding[]> {
  const found = await Promise.all(PRECOMPRESSED_ENCODINGS.map((encoding) => exists(file + encoding.suffix)));
  return PRECOMPRESSED_ENCODINGS.filter((_, index) => found[index]);
}

/**
 * Sends a built file, or the Brotli or gzip copy the build wrote beside it when the client
 * accepts one: nothing is compressed per request. The type stays the original file's, the
 * validators (ETag, Last-Modified) are those of the bytes sent, and caches keep one copy per
 * encoding (Vary). Calls `next()` when the file is not there.
 */
export async function sendPrecompressed(
  req: Request,
  res: Response,
  next: NextFunction,
  { root, file, cacheControl }: { root: string; file: string; cacheControl: string },
): Promise<void> {
  let sent = file;
  if (COMPRESSIBLE.test(file)) {
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req.get('Accept-Encoding'), await encodingsOnDisk(path.join(root, file)));
    if (encoding) {
      res.set('Content-Encoding', encoding.name);
      sent = file + encoding.suffix;
    }
  }
  res.type(path.extname(file));
  res.set('Cache-Control', cacheControl);
  res.sendFile(sent, { root, dotfiles: 'deny' }, (error?: NodeJS.ErrnoException) => {
    if (!error || res.headersSent) return;
    res.removeHeader('Content-Encoding');
    if (error.code === 'ENOENT' || error.code === 'EISDIR') next();
    else next(error);
  });
}
