import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { initials } from '../lib/format.ts';

/**
 * A person's round avatar: their photo (a file ref the gateway serves) over their initials, which show until
 * the photo loads, or for good when there is none or it cannot be loaded. Decorative: the name is said nearby.
 */
export function Avatar({
  name,
  photo,
  className,
}: {
  name: string;
  photo: string | null;
  className?: string;
}) {
  // Remembered per address, so a new photo gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 font-bold text-white',
        className,
      )}
    >
      {initials(name)}
      {photo && failed !== photo ? (
        <img
          src={photo}
          alt=""
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailed(photo)}
        />
      ) : null}
    </span>
  );
}
