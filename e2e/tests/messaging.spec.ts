import { expect, test, type Browser, type Page } from '@playwright/test';
import { type LoginResponse, type SessionCredentials, type ThreadResponse } from '@stride/shared';
import { threadPath } from '@stride/shared/messaging';
import { expectNoA11yViolations, settled } from '../support/accessibility';
import { E2E } from '../support/e2eEnv';
import { memberCall, signInContext, signUpMember } from '../support/members';

const SCREENSHOTS = `${E2E.repoRoot}/.data/e2e-results/messaging`;

// Members chat on their phones.
test.use({ viewport: { width: 390, height: 844 } });

interface Member {
  name: string;
  id: string;
  credentials: SessionCredentials;
}

/** A new member of the demo app (no conversations of earlier runs), with their id. */
async function newMember(prefix: string, name: string): Promise<Member> {
  const credentials = await signUpMember(prefix, name);
  const { user } = await memberCall<LoginResponse>(credentials, 'POST', '/auth/verify');
  return { name, id: user.id, credentials };
}

/** A browser of its own for one member, signed in (the session cookie, as after a log in). */
async function phoneOf(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInContext(context, member.credentials);
  return context.newPage();
}

function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** The message whose text is `text`, as a list item of the thread. */
function message(page: Page, text: string) {
  return page.locator('.messaging-message').filter({ hasText: text });
}

async function messageAction(page: Page, text: string, action: string): Promise<void> {
  await message(page, text)
    .getByRole('button', { name: /^Actions for the message/ })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('two members chat live: send, unread badge, like, reply, delete, block', async ({ browser }) => {
  test.setTimeout(120_000);
  const ava = await newMember('chat-ava', 'Ava Archer');
  const ben = await newMember('chat-ben', 'Ben Baker');
  const avaPage = await phoneOf(browser, ava);
  const benPage = await phoneOf(browser, ben);

  // Ava starts a conversation from /me/messages/new?users= and lands in it.
  await avaPage.goto(`/me/messages/new?users=${ben.id}`);
  await expect(avaPage.getByText('Ben Baker').first()).toBeVisible();
  await send(avaPage, 'Hello Ben, fancy a run on Saturday?');
  await expect(avaPage).toHaveURL(/\/me\/messages\/[0-9a-f-]{36}$/);
  const threadId = new URL(avaPage.url()).pathname.split('/').pop()!;
  await expect(message(avaPage, 'Hello Ben')).toBeVisible();
  await expect(avaPage.locator('.messaging-message--sending')).toHaveCount(0);

  // Ben sees the unread badge on Messages, reads the conversation, and the badge clears.
  await benPage.goto('/me/messages');
  await expect(benPage.getByRole('status', { name: 'Unread messages' })).toBeVisible();
  await benPage.goto(threadPath(threadId));
  await expect(message(benPage, 'Hello Ben')).toBeVisible();
  await settled(benPage);
  await benPage.screenshot({ path: `${SCREENSHOTS}/thread-phone.png` });
  await expectNoA11yViolations(benPage, 'a direct chat');
  await benPage.goto('/me/messages');
  await expect(benPage.getByText('Ava Archer').first()).toBeVisible();
  await expect(benPage.getByRole('status', { name: 'Unread messages' })).toHaveCount(0);
  await benPage.goto(threadPath(threadId));
  await expect(message(benPage, 'Hello Ben')).toBeVisible();
  await settled(benPage);

  // Ava writes again: Ben sees it live, without a reload.
  await send(avaPage, 'I can bring the water.');
  await expect(message(benPage, 'I can bring the water.')).toBeVisible();

  // Ben likes it, and Ava sees the like arrive.
  await message(benPage, 'I can bring the water.').getByRole('button', { name: 'Like' }).click();
  await expect(message(avaPage, 'I can bring the water.').getByRole('button', { name: 'Like 1' })).toBeVisible();

  // Ben replies in the message's reply thread; Ava sees the reply count.
  await messageAction(benPage, 'Hello Ben', 'Reply');
  await benPage.getByRole('textbox', { name: 'Reply' }).fill('Yes! 9:00 at the park?');
  await benPage.getByRole('textbox', { name: 'Reply' }).press('Enter');
  await expect(benPage.getByText('Yes! 9:00 at the park?')).toBeVisible();
  await expect(message(avaPage, 'Hello Ben').getByRole('button', { name: '1 reply' })).toBeVisible();
  await benPage.screenshot({ path: `${SCREENSHOTS}/reply-thread-phone.png` });
  await benPage.goto(threadPath(threadId));

  // Ava deletes a message: it goes for both.
  await send(avaPage, 'Oops, wrong chat');
  await expect(message(benPage, 'Oops, wrong chat')).toBeVisible();
  await messageAction(avaPage, 'Oops, wrong chat', 'Delete');
  await avaPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(message(avaPage, 'Oops, wrong chat')).toHaveCount(0);
  await expect(message(benPage, 'Oops, wrong chat')).toHaveCount(0);

  // Ben blocks Ava: her conversation closes at once (no reload), and what she sent before is gone from his.
  await messageAction(benPage, 'I can bring the water.', 'Block Ava Archer');
  await benPage.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(benPage.getByText('Blocked. Their messages are hidden.')).toBeVisible();
  await expect(message(benPage, 'I can bring the water.')).toHaveCount(0);
  await expect(avaPage.getByText('You cannot post in this conversation.')).toBeVisible();
  await expect(composer(avaPage)).toHaveCount(0);
  await avaPage.screenshot({ path: `${SCREENSHOTS}/blocked-phone.png` });
  const refused = await fetch(`${E2E.baseUrl}/api/threads/${threadId}/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-app-slug': 'demo',
      'x-user-email': ava.credentials.email,
      'x-user-token': ava.credentials.token,
    },
    body: JSON.stringify({ data: { type: 'send', messages: [{ client_id: 'after-block', message: 'Still there?' }] } }),
  });
  expect(refused.status).toBe(403);
  await benPage.reload();
  await expect(benPage.getByText('You cannot post in this conversation.')).toBeVisible();
  await expect(message(benPage, 'Still there?')).toHaveCount(0);
  await avaPage.context().close();
  await benPage.context().close();
});

test('a group chat: mention with autocomplete, and a rename the others see live', async ({ browser }) => {
  test.setTimeout(90_000);
  const ava = await newMember('group-ava', 'Ava Archer');
  const ben = await newMember('group-ben', 'Ben Baker');
  const cleo = await newMember('group-cleo', 'Cleo Clark');
  const { thread } = await memberCall<ThreadResponse>(ava.credentials, 'POST', '/threads', {
    subscriber_ids: [ben.id, cleo.id],
    messages: [{ client_id: 'e2e-1', message: 'Welcome to our running group!' }],
  });
  const avaPage = await phoneOf(browser, ava);
  const benPage = await phoneOf(browser, ben);
  await benPage.goto(threadPath(thread.id));
  await expect(message(benPage, 'Welcome to our running group!')).toBeVisible();

  // Ava mentions Ben: typing @Be offers him, Enter picks him.
  await avaPage.goto(threadPath(thread.id));
  await expect(message(avaPage, 'Welcome to our running group!')).toBeVisible();
  await composer(avaPage).pressSequentially('Saturday works for me, @Be');
  const people = avaPage.getByRole('listbox', { name: 'People to mention' });
  await expect(people.getByRole('option', { name: 'Ben Baker' })).toBeVisible();
  await avaPage.screenshot({ path: `${SCREENSHOTS}/mention-phone.png` });
  await composer(avaPage).press('Enter');
  await expect(people).toHaveCount(0);
  await expect(composer(avaPage)).toHaveValue('Saturday works for me, @<Ben Baker> ');
  await composer(avaPage).press('Enter');
  const mentioned = message(benPage, 'Saturday works for me');
  await expect(mentioned).toContainText('@Ben Baker');
  await expect(mentioned).not.toContainText('<');

  // Ava renames the group through #renaming; Ben's title changes without a reload.
  await avaPage.getByRole('button', { name: 'Conversation options' }).click();
  await avaPage.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = avaPage.getByRole('dialog', { name: 'Rename group' });
  await rename.getByRole('textbox', { name: 'Group name' }).fill('Saturday runners');
  await expectNoA11yViolations(avaPage, '#renaming');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toHaveCount(0);
  await expect(benPage.getByRole('heading', { name: 'Saturday runners' })).toBeVisible();
  await settled(benPage);
  await benPage.screenshot({ path: `${SCREENSHOTS}/group-renamed-phone.png` });
  await avaPage.context().close();
  await benPage.context().close();
});
