import type { Page, Request } from '@playwright/test';

/**
 * The API requests a page makes from now until the returned function is called, each as
 * "METHOD path operation" (GraphQL's operation name): what the bench and the plan journey's e2e
 * count between the wizard's last Continue and the plan.
 */
export function recordApiRequests(page: Page): () => string[] {
  const requests: string[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname !== '/graphql' && !pathname.startsWith('/api/')) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    requests.push([request.method(), pathname, body?.operationName].filter(Boolean).join(' '));
  };
  page.on('request', record);
  return () => {
    page.off('request', record);
    return requests;
  };
}
