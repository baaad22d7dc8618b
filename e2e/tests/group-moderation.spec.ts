import { expect, test } from '@playwright/test';
import {
  JOURNEY_TIMEOUT_MS,
  expectNoSeriousAxeViolations,
  publishToGroup,
  trainerOnCommunityTab,
  twoMembers,
  unique,
  useSystemNats,
} from './support.js';

const nats = useSystemNats();

test('moderation: a member reports a post from a phone, the trainer hides it from the panel (gone live), pauses its author, who is told in Spanish; axe clean', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const members = await twoMembers(browser, playwright, nats(), ['Olga', 'Pablo']);
  const { her: olga, him: pablo } = members;
  const author = await members.groupPage(olga, 'phone');
  const reporter = await members.groupPage(pablo, 'phone');
  const trainer = await members.page('wide');

  // words of this attempt's own: a retry's members share the group with the first attempt's post
  const offer = `batidos milagro ${unique()}`;
  await author.getByLabel('Escribe en el grupo').fill(`Vendo ${offer}, escríbeme por privado`);
  const thePost = await publishToGroup(author);

  // Pablo sees it live and reports it, after a confirmation.
  const seen = thePost(reporter);
  await expect(seen).toContainText(offer);
  await seen.getByRole('button', { name: 'Reportar' }).click();
  await expect(seen.getByRole('group', { name: '¿Reportar esta publicación al entrenador?' })).toBeVisible();
  await seen.getByRole('button', { name: 'Sí, reportar' }).click();
  await expect(seen.getByText('Gracias: el entrenador la revisará.')).toBeVisible();

  // The trainer finds it once in the Comunidad tab, with its count, and hides it.
  await trainerOnCommunityTab(trainer);
  const reported = trainer.getByRole('list', { name: 'Publicaciones reportadas' }).getByRole('listitem').filter({
    hasText: offer,
  });
  await expect(reported).toHaveCount(1);
  await expect(reported).toContainText('1 reporte');
  await reported.getByRole('button', { name: 'Ocultar' }).click();
  await expect(reported.getByRole('button', { name: 'Restaurar' })).toBeVisible();

  // Gone from both open screens without a reload.
  await expect(reporter.getByText(offer)).toHaveCount(0);
  await expect(author.getByText(offer)).toHaveCount(0);

  // A pause of 3 days for its author, who is told so in Spanish when posting again.
  await reported.getByLabel(/^Pausar a Olga/).selectOption({ label: '3 días' });
  await reported.getByRole('button', { name: 'Pausar' }).click();
  await expect(trainer.getByRole('status').filter({ hasText: 'no puede publicar hasta el' })).toBeVisible();
  await author.getByLabel('Escribe en el grupo').fill('¿Por qué me borraron?');
  await author.getByRole('button', { name: 'Publicar' }).click();
  await expect(author.getByRole('alert')).toContainText(
    'El equipo del reto pausó tus publicaciones en el grupo hasta el',
  );
  await expect(reporter.getByText('¿Por qué me borraron?')).toHaveCount(0);

  await author.screenshot({ path: 'test-results/screens/group-muted-360.png', fullPage: true });
  await trainer.getByRole('heading', { name: 'Publicaciones reportadas' }).scrollIntoViewIfNeeded();
  await trainer.screenshot({ path: 'test-results/screens/community-moderation-1440.png', fullPage: true });
  await expectNoSeriousAxeViolations(author, '/grupo (paused) at 360 px');
  await expectNoSeriousAxeViolations(trainer, 'the Comunidad tab with reports at 1440 px');

  await members.close();
});
