import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** The media type of a Content-Type header, lower-cased, without its parameters. */
export function contentTypeOf(header: string | undefined): { mediaType: string } {
  return { mediaType: (header ?? '').split(';')[0]!.trim().toLowerCase() };
}

/** A request that carries a body, whatever its method (a declared length above 0, or chunked). */
export const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const tooLarge = () => Object.assign(new Error('Request body too large'), { type: 'entity.too.large', status: 413 });

/**
 * Answers 413 and closes the connection: reading the rest of a body too large to accept is what
 * its sender wants (gigabytes in seconds), so nothing more is read.
 */
function refuseTooLarge(req: Request, res: Response, next: NextFunction) {
  req.pause();
  res.set('Connection', 'close');
  res.once('finish', () => req.socket.destroy());
  next(tooLarge());
}

/**
 * express.json for the one form we accept (JSON, uncompressed, at most `limitBytes`), with what
 * body-parser does not do: after a body over the limit it reads the rest before answering, to
 * keep the connection usable, which lets one client make the server read without end. Here the
 * 413 goes out as soon as the limit is passed (before a byte is read when the length is declared)
 * and the connection closes. Its other failures carry body-parser's error types, which
 * http-error-handler answers in words.
 */
export function jsonBody(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes, inflate: false });
  return (req, res, next) => {
    if (Number(req.headers['content-length']) > limitBytes) return refuseTooLarge(req, res, next);
    let received = 0;
    let answered = false;
    let handedOn = false;
    const countBytes = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limitBytes || answered) return;
      answered = true;
      refuseTooLarge(req, res, next);
    };
    parse(req, res, (error?: unknown) => {
      handedOn = true;
      req.off('data', countBytes);
      // After a streamed body over the limit, body-parser hands on its own 413 once the
      // connection has closed; the answer has gone out already.
      if (!answered) next(error);
    });
    // Counted alongside body-parser while it reads; one that has handed on has nothing to read.
    if (!handedOn) req.on('data', countBytes);
  };
}
