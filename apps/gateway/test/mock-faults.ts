import { expect } from 'vitest';

/** Adds a fault through the mock's QA controls (`POST /__admin/faults`): a status, a delay, a dropped socket. */
export async function addFault(mockUrl: string, fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${mockUrl}/__admin/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
}
