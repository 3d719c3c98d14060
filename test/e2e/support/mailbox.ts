import { expect, type Page } from '@playwright/test';

/** A mail as the development mailbox keeps it (`/dev/e-post.json`, the SMTP relay's place without SMTP_URL). */
export interface MailboxEntry { recipient: string; subject: string; textBody: string; htmlBody: string; headers: Record<string, string>; deliveredAt: string }

/** Waits until the development mailbox holds a mail that `matches` (other journeys share it), and answers it. */
export async function waitForMail(page: Page, matches: (mail: MailboxEntry) => boolean, timeout = 30_000): Promise<MailboxEntry> {
  let found: MailboxEntry | undefined;
  await expect.poll(async () => {
    const mails = (await (await page.request.get('/dev/e-post.json')).json()) as MailboxEntry[];
    found = mails.find(matches);
    return Boolean(found);
  }, { timeout }).toBe(true);
  return found!;
}
