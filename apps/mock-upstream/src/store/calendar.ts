/** Jakarta calendar date of an instant, YYYY-MM-DD (the broker's dates are Jakarta dates). */
export const jakartaDate = (now: Date): string =>
  new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);

function isRealDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/** A date of birth or purchase: a real YYYY-MM-DD calendar date, from 1900 up to today. */
export function isPastDate(iso: string, now: Date): boolean {
  return isRealDate(iso) && iso >= '1900-01-01' && iso <= jakartaDate(now);
}
