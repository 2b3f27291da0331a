/**
 * Every screen of the email area, imported by each of its routes. One module set for the whole
 * area means one set of chunks: split per route, the area's shared Mantine pieces were cut into
 * many small files, and the sign-in page (which shares some of them) paid for it. The editor
 * stays out of this set: the composer loads it on its own.
 */
export { ComposeScreen } from './compose-screen';
export { EmailLayout } from './email-layout';
export { EmailNotFound } from './email-not-found';
export { MailboxScreen } from './mailbox-screen';
export { MessageScreen } from './message-screen';
