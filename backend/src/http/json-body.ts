import type { Request, RequestHandler } from 'express';

interface BodyError extends Error {
  type: string;
  status: number;
}

const bodyError = (type: string, status: number, message: string): BodyError => Object.assign(new Error(message), { type, status });

/** The media type and charset of a Content-Type header, lower-cased; charset '' when none is given. */
export function contentTypeOf(header: string | undefined): { mediaType: string; charset: string } {
  const [mediaType = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters.map((parameter) => parameter.trim().toLowerCase()).find((parameter) => parameter.startsWith('charset='));
  return { mediaType: mediaType.trim().toLowerCase(), charset: charset ? charset.slice('charset='.length).replace(/^"|"$/g, '') : '' };
}

/** A request that carries a body, whatever its method (a declared length above 0, or chunked). */
export const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** JSON.parse with body-parser's strict rule: a body is an object or an array, and an empty one is `{}`. */
function parseStrict(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const first = body.trimStart()[0];
  if (first === undefined) return {};
  if (first !== '{' && first !== '[') throw bodyError('entity.parse.failed', 400, 'The body is not a JSON object or array');
  try {
    return JSON.parse(body);
  } catch {
    throw bodyError('entity.parse.failed', 400, 'The body is not valid JSON');
  }
}

/**
 * Reads a JSON request body into `req.body`: what express.json() did, for the one form we accept
 * (UTF-8, as JSON must be, uncompressed, at most `limitBytes`), without its charset codec look-up,
 * media-type parsing and debug plumbing on every request (about a tenth of a small GraphQL request's
 * CPU). Its failures carry body-parser's error types, which http-error-handler answers in words.
 * Bodies of other types are left alone (requireJsonBody refuses them on writes).
 */
export function jsonBody(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    const { mediaType, charset } = contentTypeOf(req.headers['content-type']);
    if (mediaType !== 'application/json' || !hasBody(req)) return next();
    const refuse = (error: BodyError) => {
      if (error.status === 413) {
        // Reading the rest of a body too large to accept is what its sender wants (gigabytes in
        // seconds): the answer closes the connection instead, and nothing more is read.
        req.pause();
        res.set('Connection', 'close');
        res.once('finish', () => req.socket.destroy());
      } else {
        // The rest of the body is read and dropped, so the connection stays usable.
        req.resume();
      }
      next(error);
    };
    const encoding = req.headers['content-encoding']?.toLowerCase();
    if (encoding && encoding !== 'identity') return refuse(bodyError('encoding.unsupported', 415, `Unsupported content encoding "${encoding}"`));
    if (charset && charset !== 'utf-8' && charset !== 'utf8') return refuse(bodyError('charset.unsupported', 415, `Unsupported charset "${charset}"`));
    if (Number(req.headers['content-length'] ?? 0) > limitBytes) return refuse(bodyError('entity.too.large', 413, 'Request body too large'));

    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error?: BodyError) => {
      if (settled) return;
      settled = true;
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('error', onError);
      if (error) return refuse(error);
      try {
        req.body = parseStrict(Buffer.concat(chunks, size).toString('utf8'));
      } catch (parseError) {
        return next(parseError);
      }
      next();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) settle(bodyError('entity.too.large', 413, 'Request body too large'));
      else chunks.push(chunk);
    };
    const onEnd = () => settle();
    const onError = () => settle(bodyError('request.aborted', 400, 'The request was aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  };
}
