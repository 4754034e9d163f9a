import { BRAND } from '@warmwise/common';
import { useEffect } from 'react';

/** Sets the document title to '{page} | Warmwise', the form screen readers announce on navigation. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | ${BRAND.productName}`;
  }, [page]);
}
