/**
 * The fields a failed save names, from the tRPC error's `data.fieldProblems` (the gateway's value rule on
 * `claims.saveForm`): a record of field name → problem, or a list of `{ name, problem }`. Empty when the
 * error names no fields (a network failure, a broker error).
 */
export function fieldProblemsOf(error: unknown): string[] {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('fieldProblems' in data)) return [];
  const problems = (data as { fieldProblems: unknown }).fieldProblems;
  if (Array.isArray(problems)) {
    return problems
      .map((entry: unknown) =>
        typeof entry === 'object' && entry !== null && 'name' in entry && typeof entry.name === 'string'
          ? entry.name
          : null,
      )
      .filter((name): name is string => name !== null);
  }
  if (typeof problems === 'object' && problems !== null) return Object.keys(problems);
  return [];
}
