import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from './received-mail';

/** How many messages a mailbox keeps; older ones are dropped so a long dev session stays small. */
const MAX_MESSAGES = 500;

/** The messages of a mailbox: in memory, and in a JSON file when one is given so restarts keep them. */
export class MailStore {
  private messages: ReceivedMail[];
  private lastId: number;

  constructor(private readonly file?: string) {
    this.messages =
      file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReceivedMail[]) : [];
    this.lastId = this.messages.reduce((max, mail) => Math.max(max, Number(mail.id) || 0), 0);
  }

  /** Stores a message and returns it with its id. */
  add(mail: Omit<ReceivedMail, 'id'>): ReceivedMail {
    this.lastId += 1;
    const stored = { id: String(this.lastId), ...mail };
    this.messages = [...this.messages, stored].slice(-MAX_MESSAGES);
    this.save();
    return stored;
  }

  /** Messages oldest first, optionally only those for `to` (an envelope recipient, any case). */
  list(filter: { to?: string } = {}): ReceivedMail[] {
    const to = filter.to?.toLowerCase();
    return to ? this.messages.filter((mail) => mail.envelopeTo.includes(to)) : [...this.messages];
  }

  get(id: string): ReceivedMail | undefined {
    return this.messages.find((mail) => mail.id === id);
  }

  clear(): void {
    this.messages = [];
    this.save();
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    // Written aside then renamed, so a crash mid-write never leaves a truncated file behind.
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.messages, null, 2));
    renameSync(temporary, this.file);
  }
}
