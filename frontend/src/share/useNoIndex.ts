import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while it is shown. The server sends the same on the
 * page itself (meta tag and X-Robots-Tag) for crawlers that run no script.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
