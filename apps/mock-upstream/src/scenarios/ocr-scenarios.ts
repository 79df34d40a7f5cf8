import type { ImageVerificationStatus } from '@portal/contracts/entities/image-verification';

/**
 * What the image processor does with the next extract-info requests; QA sets it with
 * `PUT /__admin/scenarios/ocr`. Each request keeps the scenario it was created under.
 */
export const OCR_SCENARIOS = [
  'success',
  'mismatch',
  'not_required',
  'document_invalid',
  'unsuccessful',
  'never_finishes',
] as const;
export type OcrScenario = (typeof OCR_SCENARIOS)[number];

export const DEFAULT_OCR_POLLS = 2;
export const MAX_OCR_POLLS = 20;

/** The status a finishing scenario ends in; `never_finishes` stays IN_PROGRESS. */
export const OCR_FINAL_STATUS: Record<OcrScenario, ImageVerificationStatus> = {
  success: 'OCR_SUCCESSFUL',
  mismatch: 'OCR_SUCCESSFUL',
  not_required: 'OCR_NOT_REQUIRED',
  document_invalid: 'DOCUMENT_INVALID',
  unsuccessful: 'OCR_UNSUCCESSFUL',
  never_finishes: 'IN_PROGRESS',
};

export interface OcrScenarioSnapshot {
  scenario: OcrScenario;
  /** The status call that answers the final status (1 = the first poll). */
  polls: number;
}

export class OcrScenarios {
  private current: OcrScenarioSnapshot = { scenario: 'success', polls: DEFAULT_OCR_POLLS };

  reset(): void {
    this.current = { scenario: 'success', polls: DEFAULT_OCR_POLLS };
  }

  set(scenario: OcrScenario, polls = DEFAULT_OCR_POLLS): void {
    this.current = { scenario, polls };
  }

  snapshot(): OcrScenarioSnapshot {
    return { ...this.current };
  }
}
