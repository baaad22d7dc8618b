import { expect, test, type Page } from '@playwright/test';
import {
  JOURNEY_TIMEOUT_MS,
  COMMUNITY_EDITION,
  expectNoSeriousAxeViolations,
  groupKeyOfEdition,
  publishToGroup,
  signInToDashboard,
  trainerOnCommunityTab,
  twoMembers,
  useSystemNats,
} from './support.js';

const nats = useSystemNats();

/** On how many lines an element's words are laid out (one: no word broken over two lines). */
const textLines = (element: Element) => {
  const tops = new Set<number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
  }
  return tops.size;
};

/** Whether a select shows its chosen option's whole text (a select never wraps: what is wider is cut). */
const selectShowsWholeText = (select: HTMLSelectElement) => {
  const style = getComputedStyle(select);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return context.measureText(select.selectedOptions[0]?.text ?? '').width <= room;
};

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('the group: a member posts from a phone; another member and the trainer’s panel see it live on wide screens; axe clean', async ({
  browser,
  playwright,
}) => {
  // Three screens, live updates, four accessibility checks and two themes: on a busy host (two
  // journeys and the whole system on two cores) it ran past 90 s, as the group's other journeys do.
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  // By day: the light theme.
  const members = await twoMembers(browser, playwright, nats(), ['Ines', 'Bruno']);
  const { her: ines, him: bruno } = members;
  const inesPage = await members.page('phone');
  const brunoPage = await members.page('wide');
  await signInToDashboard(brunoPage, bruno.email, bruno.password);
  await brunoPage.getByRole('link', { name: 'Grupo' }).click();
  await expect(brunoPage).toHaveURL(/\/grupo$/);
  await expect(brunoPage.getByRole('heading', { name: 'Tu grupo' })).toBeVisible();

  // The trainer's panel is open on the Comunidad tab, at «Tu grupo», before the post.
  const trainer = await members.page('wide');
  await trainerOnCommunityTab(trainer);
  // other journeys' editions may have newer groups: the panel is on these members' own
  await trainer
    .getByRole('combobox', { name: 'Grupo', exact: true })
    .selectOption(groupKeyOfEdition(COMMUNITY_EDITION));
  const desk = trainer.getByRole('list', { name: 'Últimas publicaciones del grupo' });

  await signInToDashboard(inesPage, ines.email, ines.password);
  await inesPage.goto('/grupo');
  const field = inesPage.getByLabel('Escribe en el grupo');
  // A retry writes of another day: its members share the group with the first attempt's post.
  const done = `Día ${String(12 + test.info().retry)} hecho 💪`;
  await field.fill(`${done} me duele un poco la rodilla https://example.com/rutina <b>fuerte</b>`);
  await expect(inesPage.getByText('84 / 2000')).toBeVisible();
  const thePost = await publishToGroup(inesPage);
  const mine = thePost(inesPage);
  await expect(mine).toHaveAccessibleName(/^Ines/);
  await expect(mine).toContainText(done);
  await expect(field).toHaveValue('');

  // Bruno's screen was open before the post: it arrives without a reload, as text (never HTML),
  // with its link and the coach's safety note.
  const arrived = thePost(brunoPage);
  await expect(arrived).toContainText(done);
  await expect(arrived.getByRole('link', { name: 'https://example.com/rutina' })).toBeVisible();
  await expect(arrived).toContainText('<b>fuerte</b>');
  await expect(arrived.locator('b')).toHaveCount(0);
  await expect(arrived.getByRole('complementary', { name: 'Nota de salud' })).toContainText('consulta a tu médico');

  // The trainer's «Tu grupo» shows it too, without a reload, as text.
  const onPanel = desk.getByRole('listitem').filter({ hasText: done });
  await expect(onPanel).toHaveCount(1);
  await expect(onPanel).toContainText('Ines');
  await expect(onPanel.locator('b')).toHaveCount(0);
  await expect(onPanel).toContainText('0 respuestas');

  // Bruno's 💪 reaches Ines live.
  await arrived.getByRole('button', { name: /^💪 0/ }).click();
  await expect(arrived.getByRole('button', { name: /^💪 1/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(mine.getByRole('button', { name: /^💪 1/ })).toHaveAttribute('aria-pressed', 'false');

  // A reply from Bruno shows under the post on Ines's phone.
  await arrived.getByRole('button', { name: 'Responder' }).click();
  await arrived.getByLabel('Escribe tu respuesta').fill('¡Vamos, Ines!');
  await arrived.getByRole('button', { name: 'Responder', exact: true }).last().click();
  await expect(mine.getByRole('button', { name: '1 respuesta' })).toBeVisible();
  await expect(onPanel).toContainText('1 respuesta');

  expect(await noSidewaysScroll(inesPage)).toBe(true);
  await inesPage.screenshot({ path: 'test-results/screens/group-360-light.png', fullPage: true });
  await brunoPage.screenshot({ path: 'test-results/screens/group-1440-light.png', fullPage: true });
  await expectNoSeriousAxeViolations(inesPage, '/grupo at 360 px');
  await expectNoSeriousAxeViolations(brunoPage, '/grupo at 1440 px');
  await trainer.screenshot({ path: 'test-results/screens/community-panel-live-1440.png', fullPage: true });
  await expectNoSeriousAxeViolations(trainer, 'the Comunidad tab with the group live at 1440 px');

  // On a phone the panel's composers keep each button's word whole («Publicar», «Responder», «Foto»).
  await trainer.setViewportSize({ width: 360, height: 800 });
  const deskCard = trainer.getByRole('region', { name: 'Tu grupo' });
  for (const button of await deskCard.locator('form button, form label:has(input[type=file])').all())
    expect(await button.evaluate(textLines), await button.innerText()).toBe(1);
  // and the group's selector shows the edition's whole name
  expect(await deskCard.getByLabel('Grupo', { exact: true }).evaluate(selectShowsWholeText)).toBe(true);
  await trainer.screenshot({ path: 'test-results/screens/community-panel-360.png', fullPage: true });

  // After 16:00 in Mexico City: the dark theme.
  const evening = new Date('2026-11-20T23:30:00Z');
  await nats().setClock(evening);
  await inesPage.clock.setFixedTime(evening);
  await brunoPage.clock.setFixedTime(evening);
  await inesPage.reload();
  await brunoPage.reload();
  await expect(thePost(inesPage)).toBeVisible();
  await expect(thePost(brunoPage)).toBeVisible();
  await inesPage.screenshot({ path: 'test-results/screens/group-360-dark.png', fullPage: true });
  await brunoPage.screenshot({ path: 'test-results/screens/group-1440-dark.png', fullPage: true });
  await expectNoSeriousAxeViolations(inesPage, '/grupo at 360 px, dark');

  await members.close();
});
