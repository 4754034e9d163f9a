/**
 * Storage access that never throws: Safari private mode, full quotas and disabled cookies all
 * make the Web Storage API throw, and losing a remembered flag is better than a blank screen.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Ignored on purpose: see the module comment.
  }
}

export function removeItems(which: Area, keys: readonly string[]): void {
  for (const key of keys) {
    try {
      area(which)?.removeItem(key);
    } catch {
      // Ignored on purpose: see the module comment.
    }
  }
}

export function readJson<T>(which: Area, key: string): T | null {
  const raw = readItem(which, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
