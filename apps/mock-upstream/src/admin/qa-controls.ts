import { FaultRegistry } from './faults.ts';
import { RequestJournal } from './journal.ts';
import { StubRegistry } from './stubs.ts';

/** HTTP-level QA state that sits around the catalogue routes, beside the broker state in `MockStore`. */
export class QaControls {
  readonly faults = new FaultRegistry();
  readonly journal = new RequestJournal();
  readonly stubs = new StubRegistry();

  reset(): void {
    this.faults.reset();
    this.journal.clear();
    this.stubs.reset();
  }
}
