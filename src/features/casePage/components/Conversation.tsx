import { useEffect, useId, useRef, useState } from 'react';
import type { CaseMessage } from '../../../api/types';
import { formatLongDate, formatTime } from '../../../lib/dates';
import { svCasePage } from '../../../text/svCasePage';
import { CaseFileList } from './CaseFileList';

const t = svCasePage.casePage;

/** 'd LLL yyyy HH:mm' (spec §9 formats), e.g. '16 nov. 2026 09:05'. */
export const messageTime = (iso: string) => `${formatLongDate(iso)} ${formatTime(iso)}`;

/**
 * The messages of the case, oldest first, in a scrolling region that opens at the newest (and
 * follows new ones); 'Till senaste meddelandet' takes keyboard users there too.
 */
export function Conversation({ messages, userId }: { messages: CaseMessage[]; userId: string }) {
  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);
  const newest = useRef<HTMLLIElement>(null);
  const arrived = useArrivedMessage(messages, userId);

  useEffect(() => {
    const element = region.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  const toNewest = () => {
    newest.current?.scrollIntoView?.({ block: 'nearest' });
    newest.current?.focus();
  };

  return (
    <div className="case-conversation">
      <div className="case-section__head">
        <h2 id={headingId} className="case-section__heading">{t.messages}</h2>
        <p className="case-conversation__arrived" aria-live="polite">{arrived ? <span className="case-conversation__arrived-note">{t.messageArrived}</span> : null}</p>
        {messages.length > 2 && <button type="button" className="case-link-button" onClick={toNewest}>{t.toNewest}</button>}
      </div>
      {messages.length === 0 ? <p className="muted">{t.noMessages}</p> : (
        // A scrolling region must be reachable by keyboard to be scrolled.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div ref={region} className="case-conversation__scroll" tabIndex={0} role="region" aria-label={t.conversationRegion}>
          <ol className="case-messages">
            {messages.map((message, index) => {
              const last = index === messages.length - 1;
              const own = message.sender.id === userId;
              return (
                <li
                  key={message.id}
                  ref={last ? newest : undefined}
                  tabIndex={last ? -1 : undefined}
                  className={`case-message${own ? ' case-message--own' : ''}`}
                  data-testid="case-message"
                >
                  <p className="case-message__meta">
                    {last && <span className="visually-hidden">{t.newest}: </span>}
                    <span className="case-message__sender">{message.sender.name}</span>
                    <time dateTime={message.created}>{messageTime(message.created)}</time>
                  </p>
                  <p className="case-message__text">{message.message}</p>
                  <CaseFileList files={message.files} kind="case" />
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </div>
  );
}

/** How long 'Nytt meddelande' stays after a message came (issue 34). */
export const ARRIVED_NOTE_MS = 8000;

/**
 * Live updates say what came (issue 34): the open case reloads when a poll says it changed
 * (cases/casesChanged); when that brings a message from someone else to the case on screen,
 * 'Nytt meddelande' shows for a while, read out politely. The user's own reply, the first
 * render and another case (no message in common) say nothing.
 */
function useArrivedMessage(messages: CaseMessage[], userId: string): boolean {
  const seen = useRef<Set<string> | null>(null);
  const [arrivedAt, setArrivedAt] = useState<number | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = new Set(messages.map((message) => message.id));
    if (!before || !messages.some((message) => before.has(message.id))) return;
    const fresh = messages.filter((message) => !before.has(message.id) && message.sender.id !== userId);
    if (fresh.length > 0) setArrivedAt(Date.now());
  }, [messages, userId]);
  useEffect(() => {
    if (arrivedAt === null) return undefined;
    const timer = setTimeout(() => setArrivedAt(null), ARRIVED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [arrivedAt]);
  return arrivedAt !== null;
}
