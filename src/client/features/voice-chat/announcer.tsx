import type { ChatEntry } from "./use-chat-log";

/** One thing to say; a new key makes a new node, so the same words in a new message are said again. */
export interface Announcement {
  key: string;
  text: string;
}

/**
 * What screen readers hear of the conversation besides the status line and
 * the alerts. The log itself is no live region: an answer streams into it
 * piece by piece, and a live log would read each partial text again. Here a
 * coach message is said once, when its text is final (`complete`), and the
 * note that the visitor ended the conversation. While the visitor's next
 * message is answered nothing stands here, so reading through the page does
 * not meet the last answer a second time.
 */
export function announcementOf(messages: ChatEntry[], ended: string | undefined): Announcement | undefined {
  if (ended) return { key: "ended", text: ended };
  const last = messages.at(-1);
  // A person's message (decision 046) arrives whole.
  if (last?.role !== "assistant" || !(last.complete || last.person) || !last.content.trim()) return undefined;
  return { key: `message-${last.id}`, text: last.content };
}

/** The visually hidden polite region; it is in the page from the start, as a live region must be. */
export function Announcer({ announcement }: { announcement: Announcement | undefined }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="voice-announcer">
      {announcement ? <p key={announcement.key}>{announcement.text}</p> : null}
    </div>
  );
}
