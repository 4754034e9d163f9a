/** The encodings the build writes beside each text asset, best first, with their file suffix. */
export const PRECOMPRESSED_ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

/**
 * The encoding to send from those on disk, by the client's Accept-Encoding quality values.
 * Ties go to the smaller file (Brotli): browsers list gzip first, which says nothing about
 * preference. `undefined` means the uncompressed file.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly PrecompressedEncoding[],
): PrecompressedEncoding | undefined {
  const qualities = parseAcceptEncoding(acceptEncoding ?? '');
  let best: PrecompressedEncoding | undefined;
  let bestQuality = 0;
  for (const encoding of available) {
    const quality = qualities.get(encoding.name) ?? qualities.get('*') ?? 0;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}

function parseAcceptEncoding(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    qualities.set(name, Number.isFinite(quality) ? quality : 0);
  }
  return qualities;
}
