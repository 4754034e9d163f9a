import { useEffect, useState } from 'react';

/** @internal exported for its tests, which answer this path */
export const THERMY_MODE_PATH = '/api/thermy/mode';

/** Which Thermy the server offers: its own chat (answers grounded, or written by a language model) or an external assistant. */
export type ThermyMode = { mode: 'grounded' } | { mode: 'model' } | { mode: 'frame'; frameUrl: string };

const OWN_CHAT: ThermyMode = { mode: 'grounded' };

function isThermyMode(value: unknown): value is ThermyMode {
  if (typeof value !== 'object' || value === null || !('mode' in value)) return false;
  if (value.mode === 'frame') return 'frameUrl' in value && typeof value.frameUrl === 'string' && value.frameUrl.startsWith('http');
  return value.mode === 'grounded' || value.mode === 'model';
}

/** The server's mode for /ask-thermy; undefined until it says. Our own chat when it cannot say: that always answers. */
export function useThermyMode(): ThermyMode | undefined {
  const [mode, setMode] = useState<ThermyMode>();
  useEffect(() => {
    const request = new AbortController();
    // Node's fetch (tests) needs an absolute URL; the browser resolves it against the page anyway.
    fetch(new URL(THERMY_MODE_PATH, window.location.href), { credentials: 'include', signal: request.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as unknown) : null))
      .then((body) => setMode(isThermyMode(body) ? body : OWN_CHAT))
      .catch(() => {
        if (!request.signal.aborted) setMode(OWN_CHAT);
      });
    return () => request.abort();
  }, []);
  return mode;
}
