/** "+62 21 5091 8800" -> "tel:+622150918800". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
