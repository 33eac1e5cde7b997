/**
 * The demo's past, written in the order it happened whichever seeder tells it (player01's deposit and rounds,
 * the referral reward his friend earned him, his points converted): each wallet's postings then follow time,
 * so the transaction history, newest first, shows every balance after as it stood at that moment.
 */
export class DemoTimeline {
  private readonly events: { at: Date; write: () => Promise<unknown> }[] = [];

  /** An event of the past, written at its time; events of the same time keep the order they were told in. */
  add(at: Date, write: () => Promise<unknown>): void {
    this.events.push({ at, write });
  }

  /** Writes every event told so far, oldest first (a stable sort), one after the other. */
  async play(): Promise<void> {
    const events = this.events.splice(0).sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const event of events) await event.write();
  }
}
