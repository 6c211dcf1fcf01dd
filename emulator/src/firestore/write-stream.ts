/** The Write stream of the browser SDK: a handshake that issues a stream token, then one atomic batch per request. */
import { randomBytes } from 'node:crypto';
import type { BidiSink, BidiStream, CallContext } from './contract.js';
import { RpcError, Status } from './contract.js';
import type { DbState } from './db-state.js';
import type { Engine } from './engine.js';
import { parseName } from './paths.js';
import { microsToWire } from '../codec/index.js';
import { invalid, req, writeResult } from './service-requests.js';

/** The Write stream: handshake with a stream token, then one atomic batch per request. */
export class WriteStream implements BidiStream {
  private database: DbState | undefined;
  private handshaken = false;
  private closed = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly streamId = randomBytes(8).toString('hex');
  private counter = 0;

  constructor(
    private readonly engine: Engine,
    private readonly ctx: CallContext,
    private readonly sink: BidiSink,
  ) {}

  private token(): Buffer {
    return Buffer.from(`${this.streamId}:${++this.counter}`);
  }

  write(request: unknown): void {
    if (this.closed) return;
    this.chain = this.chain
      .then(() => this.handle(request))
      .catch((e: unknown) => {
        if (this.closed) return;
        this.closed = true;
        this.sink.close(
          e instanceof RpcError
            ? e
            : new RpcError(Status.INTERNAL, e instanceof Error ? e.message : String(e)),
        );
      });
  }

  end(): void {
    this.closed = true;
  }

  private isClosed(): boolean {
    return this.closed;
  }

  private async handle(request: unknown): Promise<void> {
    if (this.closed) return;
    const r = req(request);
    if (!this.database) {
      this.database = this.engine.db(parseName(r.database, 'database').database);
    }
    const writes = Array.isArray(r.writes) ? r.writes : [];
    if (!this.handshaken) {
      this.handshaken = true;
      if (writes.length > 0)
        throw invalid('The first Write request must be a handshake without writes.');
      this.sink.data({ streamId: this.streamId, streamToken: this.token() });
      return;
    }
    if (writes.length === 0) return; // the client flushing its token before closing
    const { results, commitTime } = await this.engine.commit(
      this.database,
      writes,
      undefined,
      this.ctx.auth,
    );
    // The client may have gone away while the commit waited.
    if (this.isClosed()) return;
    this.sink.data({
      streamToken: this.token(),
      writeResults: results.map(writeResult),
      commitTime: microsToWire(commitTime),
    });
  }
}
