export type { ReceivedMail } from './received-mail';
export type { BeforeAccept } from './smtp-listener';
export { startMailbox, type Mailbox, type MailboxOptions } from './start-mailbox';
