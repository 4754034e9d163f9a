import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { NETWORK_FAILURE_MESSAGE } from '../../errors/friendlyMessage';
import { linkBuiltPlan } from '../linkBuiltPlan';
import { buildPlanMutation } from '../planScreen.query';
import { type CopyTarget, pdfPath } from './copyTarget';

const NOT_MADE = 'We could not make the PDF just now. Please try again in a moment.';
/**
 * Said when the copy waited for the plan to be made again, so the figures that changed are no surprise.
 * @internal exported for its tests, which expect this text
 */
export const PLAN_REMADE_FOR_COPY = 'Your plan changed while this page was open (new prices or an updated energy model), so it has been made again: the page and the PDF now show it as it is today.';

/** What the API answered instead of a PDF, in its own words when it sent some. */
async function refusal(response: Response): Promise<{ message: string; outOfDate: boolean }> {
  const body: unknown = await response.json().catch(() => null);
  const said = typeof body === 'object' && body !== null ? (body as { message?: unknown; outOfDate?: unknown }) : {};
  return { message: typeof said.message === 'string' && said.message.trim() ? said.message : NOT_MADE, outOfDate: said.outOfDate === true };
}

function save(pdf: Blob, filename: string): void {
  const url = URL.createObjectURL(pdf);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  // The click has handed the file to the browser; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const filenameOf = (response: Response) => /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'energy-plan.pdf';

/**
 * The Download PDF link, with the page's script running: the same address fetched here, so that a
 * plan that went out of date while the page was open (reads never build one) is made again first,
 * shown on the page, and then downloaded, and a refusal (too many copies) is said in words rather
 * than left as a failed download. Without script the link downloads on its own.
 */
export function usePdfDownload(target: CopyTarget) {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [build] = useMutation(buildPlanMutation, {
    update(cache, { data }) {
      if (data && target.kind === 'own') linkBuiltPlan(cache, target.propertyId, data.createEnergyPlan.id);
    },
  });

  async function fetchCopy(): Promise<Response> {
    const first = await fetch(pdfPath(target), { credentials: 'same-origin' });
    if (first.status !== 409 || target.kind !== 'own') return first;
    const { outOfDate } = await refusal(first.clone());
    if (!outOfDate) return first;
    await build({ variables: { propertyId: target.propertyId } });
    setNote(PLAN_REMADE_FOR_COPY);
    return fetch(pdfPath(target), { credentials: 'same-origin' });
  }

  async function download() {
    setProblem(null);
    setNote(null);
    setDownloading(true);
    try {
      const response = await fetchCopy();
      if (response.ok) save(await response.blob(), filenameOf(response));
      else setProblem((await refusal(response)).message);
    } catch {
      setProblem(NETWORK_FAILURE_MESSAGE);
    } finally {
      setDownloading(false);
    }
  }

  return { download, downloading, problem, note };
}
