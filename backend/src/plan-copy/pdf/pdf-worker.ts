import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { PlanCopy } from '../plan-copy.js';
import { renderPlanPdf } from './plan-pdf.js';

/**
 * Ours: nice 10, about a ninth of the request thread's share of a contended core. At 19, copies
 * took a minute on a machine busy with other work.
 */
const RENDER_NICENESS = 10;

/**
 * A low priority for this thread alone, so that where cores are short the request thread runs
 * first and a copy waits: on Linux a thread's own id names just that thread to setpriority (what
 * Piscina's `niceIncrement` does with a native module). Elsewhere the thread keeps the process's.
 */
function yieldToRequests(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, RENDER_NICENESS);
  } catch {
    // Not Linux, or not allowed: the copy runs at the process's priority.
  }
}
yieldToRequests();

/** Runs in a worker thread of the copy pool: one plan in, its PDF's bytes out. */
export default function renderInWorker(copy: PlanCopy): Promise<Uint8Array> {
  return renderPlanPdf(copy);
}
