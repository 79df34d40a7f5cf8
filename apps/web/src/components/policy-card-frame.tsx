import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { m } from '@portal/i18n/messages';
import { cn } from '../lib/cn.ts';
import { NavIcon } from './layout/nav-icon.tsx';
import { Card } from './ui/card.tsx';

interface PolicyCardFrameProps {
  /** The policy's detail page, which the whole card opens. */
  detail: { to: '/policydetail/$id' | '/agency/policydetail/$id'; id: string };
  title: string;
  subtitle: string;
  badge: ReactNode;
  /** The columns of the fields' grid above the smallest screens. */
  fieldColumns: string;
  /** The policy's `Field`s. */
  children: ReactNode;
}

/** A policy of a list: title, subtitle and status badge over its fields; the whole card opens its detail. */
export function PolicyCardFrame({
  detail,
  title,
  subtitle,
  badge,
  fieldColumns,
  children,
}: PolicyCardFrameProps) {
  return (
    <Card className="relative flex flex-col gap-3 p-4 transition-shadow focus-within:shadow-md hover:shadow-md sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 sm:text-lg">
            {/* The link's box covers the card (after:inset-0), so a tap anywhere on it opens the detail. */}
            <Link
              to={detail.to}
              params={{ id: detail.id }}
              className="rounded-sm after:absolute after:inset-0 after:rounded-xl hover:text-brand-800"
            >
              {title}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{subtitle}</p>
        </div>
        {badge}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
        <dl className={cn('grid flex-1 grid-cols-2 gap-x-4 gap-y-3', fieldColumns)}>{children}</dl>
        <p
          aria-hidden="true"
          className="flex shrink-0 items-center gap-1 self-end text-sm font-semibold text-brand-800"
        >
          {m.policies_view_detail()}
          <NavIcon name="back" className="size-4 rotate-180" />
        </p>
      </div>
    </Card>
  );
}
