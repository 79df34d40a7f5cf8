import { TenantRelay } from '../relay/tenant-relay.ts';
import { FaultRegistry } from './faults.ts';
import { RequestJournal } from './journal.ts';
import { StubRegistry } from './stubs.ts';

/**
 * HTTP-level QA state that sits around the catalogue routes, beside the broker state in `MockStore`. A reset
 * keeps the proxy as set (it is how the tenant is wired) but starts its recording again.
 */
export class QaControls {
  readonly faults = new FaultRegistry();
  readonly journal = new RequestJournal();
  readonly stubs = new StubRegistry();
  /** Proxy, recording and replay: where calls are answered besides faults and stubs. */
  readonly relay = new TenantRelay();

  reset(): void {
    this.faults.reset();
    this.journal.clear();
    this.stubs.reset();
    this.relay.restart();
  }
}
