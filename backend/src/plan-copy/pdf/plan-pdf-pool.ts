import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { DomainError } from '../../errors/domain-error.js';
import type { PlanCopy } from '../plan-copy.js';

/**
 * Ours. One thread fewer than the machine has cores (the request thread keeps one), at least one
 * and at most four: a copy takes 0.6-1.2 s of one core, and more threads than cores only queue.
 */
const RENDER_THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));
/** Ours. Copies waiting for a thread; past it an ask answers 503 at once rather than piling up memory. */
const RENDERS_WAITING = 16 * RENDER_THREADS;
/** Ours. Copies kept, by what they print: 64 MiB holds several hundred (each 30-150 kB). */
const CACHE_BYTES = 64 * 1024 * 1024;
const BUSY = 'We are making a lot of copies right now. Please try again in a minute.';

// The worker runs the same kind of file as this one: compiled JavaScript in production, or
// TypeScript in development and tests, where the worker needs the same loader as this thread.
const here = new URL(import.meta.url);
const runsTypeScript = here.pathname.endsWith('.ts');
const workerFile = new URL(`./pdf-worker.${runsTypeScript ? 'ts' : 'js'}`, here);

/**
 * Renders plan copies off the request thread, in a pool of worker threads, and keeps each copy by
 * the hash of everything it prints (so a new plan version, or an edited address, is a new copy and
 * a repeat costs nothing). Parallel asks for one copy share one render.
 */
export class PlanPdfPool {
  private readonly pool = new Piscina({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: RENDER_THREADS,
    maxQueue: RENDERS_WAITING,
    idleTimeout: 60_000,
    execArgv: runsTypeScript ? ['--import', '@swc-node/register/esm-register'] : [],
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  private readonly cache = new Map<string, Buffer>();
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private cachedBytes = 0;

  /**
   * The copy's PDF, from the cache or a worker; `beforeMaking` runs (and may refuse) only when the
   * copy is made afresh. SERVICE_UNAVAILABLE while every thread and queue place is taken.
   */
  async render(copy: PlanCopy, beforeMaking: () => Promise<void> = async () => {}): Promise<Buffer> {
    const key = createHash('sha256').update(JSON.stringify(copy)).digest('base64url');
    const cached = this.cache.get(key);
    if (cached) {
      // Most recently used last: the first entry is the one to drop.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const pending = this.rendering.get(key);
    if (pending) return pending;
    await beforeMaking();
    return this.rendering.get(key) ?? this.renderOnce(key, copy);
  }

  /** Stops the threads; asks still waiting are refused. */
  close(): Promise<void> {
    return this.pool.close({ force: true });
  }

  private renderOnce(key: string, copy: PlanCopy): Promise<Buffer> {
    const pending = this.runInWorker(copy)
      .then((pdf) => {
        this.keep(key, pdf);
        return pdf;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, pending);
    return pending;
  }

  private async runInWorker(copy: PlanCopy): Promise<Buffer> {
    if (this.pool.queueSize >= RENDERS_WAITING) throw new DomainError('SERVICE_UNAVAILABLE', BUSY);
    const bytes = (await this.pool.run(copy)) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private keep(key: string, pdf: Buffer): void {
    this.cache.set(key, pdf);
    this.cachedBytes += pdf.byteLength;
    for (const [oldest, old] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.cache.delete(oldest);
      this.cachedBytes -= old.byteLength;
    }
  }
}
