import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { publishToGroup, signInToDashboard, twoMembers, useSystemNats } from './support.js';

const nats = useSystemNats();

/** A frame the group's page received on its live socket that satisfies `matches`. */
const received = (socket: WebSocket, matches: (text: string) => boolean) =>
  socket.waitForEvent('framereceived', { predicate: ({ payload }) => matches(String(payload)) });

/**
 * The page's live socket, through the browser's route: every message goes to the gateway as sent,
 * but the group subscription's subscribe message waits until `release()`, so the page has read
 * its first page and is still joining its subscription. Resolves `subscribing` once it is held.
 */
async function holdGroupSubscription(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const subscribing = new Promise<void>((resolve) => (held = resolve));
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    const server = socket.connectToServer();
    let queue = Promise.resolve();
    socket.onMessage((message) => {
      const text = String(message);
      queue = queue.then(async () => {
        if (text.includes('"subscribe"') && text.includes('CommunityEvents')) {
          held();
          await released;
        }
        server.send(message);
      });
    });
  });
  return { subscribing, release };
}

test('the group: a post written while a member’s page is joining its live subscription appears without a reload', async ({
  browser,
  playwright,
}) => {
  const members = await twoMembers(browser, playwright, nats(), ['Ines', 'Bruno']);
  const { her: ines, him: bruno } = members;

  // Bruno's page is open and live: his socket receiving his post's event says it was published.
  const brunoPage = await members.page('wide');
  await signInToDashboard(brunoPage, bruno.email, bruno.password);
  const brunoSocket = brunoPage.waitForEvent('websocket');
  await brunoPage.goto('/grupo');
  const brunoLive = await brunoSocket;
  await received(brunoLive, (text) => text.includes('"communityEvents":null'));

  // Ines opens the group on her phone: her page reads the feed, then its subscription is held.
  const inesPage = await members.page('phone');
  await signInToDashboard(inesPage, ines.email, ines.password);
  const { subscribing, release } = await holdGroupSubscription(inesPage);
  await inesPage.goto('/grupo');
  await subscribing;
  await expect(inesPage.getByRole('heading', { name: 'Tu grupo' })).toBeVisible();

  const body = `Rutina del día 12 hecha sin parar ${Date.now().toString(36)}`;
  const published = received(brunoLive, (text) => text.includes(body));
  await brunoPage.getByLabel('Escribe en el grupo').fill(body);
  const thePost = await publishToGroup(brunoPage);
  await published;
  await expect(inesPage.getByText(body)).toHaveCount(0);

  // her subscription joins after the post's event went out: the page reads the group again on its marker
  release();
  const arrived = thePost(inesPage);
  await expect(arrived).toContainText(body);
  await members.close();
});
