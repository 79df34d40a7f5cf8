/** Names the scenario document format and its version (scenario-document.ts); alone so low modules can name it. */
export const SCENARIO_FORMAT = 'mock-scenario/1';
