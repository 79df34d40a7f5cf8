/**
 * The wa.me chat link of a customer-service number as the broker sends it ("6281119990000", or written
 * "+62 811-1999-0000"): wa.me wants the international number in digits only. Null when there is none.
 */
export function whatsappUrl(number: string | null | undefined): string | null {
  const digits = number?.replace(/\D/g, '') ?? '';
  return digits === '' ? null : `https://wa.me/${digits}`;
}
