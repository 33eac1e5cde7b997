import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

export interface OutgoingMessage {
  siteId: number;
  to: string;
  subject?: string;
  body: string;
}

/** An SMS gateway or a mail service. Real ones plug in behind this by configuration. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The local provider: writes each message to the outbox table (and the log), so a site works
 * without a gateway and tests read what was "sent" from there.
 */
export class OutboxProvider implements MessageProvider {
  constructor(
    private readonly db: Database,
    private readonly channel: 'sms' | 'email',
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outbox).values({
      siteId: message.siteId,
      channel: this.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
    });
    this.log.info({ channel: this.channel, to: message.to }, 'message written to the outbox');
  }
}

export interface Messaging {
  sms: MessageProvider;
  email: MessageProvider;
}
