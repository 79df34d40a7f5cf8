import { startTransition, useEffect, useState } from 'react';
import { m } from '@portal/i18n/messages';
import { LoadingStatus, SkeletonFields } from '../../../components/list-states.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { LoadBoundary, lazyPart } from '../../../components/ui/lazy-part.tsx';
import { afterFirstPaint } from '../../../lib/after-first-paint.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * The open conversation of a claim; the claim pages' loaders prefetch it, the live stream keeps it current.
 * Here, with what the page draws first, so a loader that starts it does not bring the chat's hooks (its stream,
 * its sending) into the page's first bytes: they come with the chat, after the claim is drawn.
 */
export function chatThreadQuery(claimId: string) {
  return trpc.chat.thread.queryOptions({ claimId });
}

const claimChat = lazyPart(
  () => import('./claim-chat.tsx'),
  (module) => module.ClaimChat,
);

/**
 * The claim's chat, drawn once the claim itself is on screen (decision records 0023, 0067). It sits under
 * the claim's documents, and its code, its live stream and its solved tickets cost a first visit ~0.4 s before
 * the claim could show; the thread itself is already in the page. Until its code is there, a card of its size
 * with grey rows says it is loading, so nothing under it moves more than the chat's own growth.
 */
export function ClaimChatAfterPage({ claimId }: { claimId: string }) {
  const [pageDrawn, setPageDrawn] = useState(claimChat.isLoaded);
  useEffect(() => {
    if (pageDrawn) return;
    // With the first page, once it is on screen; then (and on a page opened in the app) once the next frame is
    // painted: a timer set from within an animation frame runs after it is shown.
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let mounted = true;
    void afterFirstPaint().then(() => {
      // A transition: React draws the chat in slices of a few milliseconds, between which the browser handles
      // input, rather than in one task, and the loading card stays until the chat is ready to show.
      if (mounted) {
        frame = requestAnimationFrame(() => {
          timer = setTimeout(() => startTransition(() => setPageDrawn(true)));
        });
      }
    });
    return () => {
      mounted = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pageDrawn]);
  return (
    <LoadBoundary loading={<ChatLoading />}>
      {pageDrawn ? <claimChat.Part claimId={claimId} /> : <ChatLoading />}
    </LoadBoundary>
  );
}

function ChatLoading() {
  return (
    <SectionCard title={m.chat_title()}>
      <LoadingStatus label={m.common_loading()} className="flex min-h-[24rem] flex-col gap-4">
        <Skeleton className="h-40" />
        <SkeletonFields />
      </LoadingStatus>
    </SectionCard>
  );
}
