import { expect, test } from '@playwright/test';
import {
  JOURNEY_TIMEOUT_MS,
  expectNoSeriousAxeViolations,
  signInToDashboard,
  trainerOnCommunityTab,
  twoMembers,
  useSystemNats,
} from './support.js';

const nats = useSystemNats();

test('direct contact: a member writes to the coach from a phone, the trainer answers from the panel, both live; axe clean', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const members = await twoMembers(browser, playwright, nats(), ['Julia', 'Tadeo']);
  const { her: julia, him: tadeo } = members;
  const member = await members.page('phone');
  const trainer = await members.page('wide');

  // The trainer's panel is open on the Comunidad tab before the message is written.
  await trainerOnCommunityTab(trainer);

  // The member reaches /mensajes from the group and writes.
  await signInToDashboard(member, julia.email, julia.password);
  await member.goto('/grupo');
  await member.getByRole('link', { name: 'Escribir a tu entrenador' }).click();
  await expect(member).toHaveURL(/\/mensajes$/);
  await expect(member.getByRole('heading', { name: 'Mensajes' })).toBeVisible();
  await expect(
    member.getByText('de lunes a viernes, de 9:00 a 18:00, hora de Ciudad de México', { exact: false }),
  ).toBeVisible();
  await expect(member.getByText('Todavía no hay mensajes.', { exact: false })).toBeVisible();
  await member
    .getByLabel('Escribe a tu entrenador')
    .fill('Hola, ¿puedo cambiar las sentadillas por zancadas? <b>gracias</b>');
  await member.getByRole('button', { name: 'Enviar', exact: true }).click();
  const conversation = member.getByRole('list', { name: 'Conversación con tu entrenador' });
  await expect(conversation.getByRole('article', { name: /^Tú/ })).toContainText('¿puedo cambiar las sentadillas');
  await expect(member.getByLabel('Escribe a tu entrenador')).toHaveValue('');

  // It arrives in the trainer's inbox without a reload, unread, beside the member's day and streak.
  const entry = trainer.getByRole('list', { name: 'Conversaciones' }).getByRole('button', { name: /^Julia/ });
  await expect(entry).toContainText('sentadillas');
  await expect(entry).toContainText('1 sin leer');
  await expect(entry).toContainText('Día 12');
  await expect(entry).toContainText('Racha de 0 días');
  await expect(entry).not.toContainText('@example.com');
  await entry.click();
  const thread = trainer.getByRole('list', { name: /^Conversación con Julia/ });
  await expect(thread).toContainText('<b>gracias</b>');
  await expect(thread.locator('b')).toHaveCount(0);

  // The trainer replies; the member's open screen shows it without reloading.
  // (scoped to the conversation: the panel's group desk has reply boxes of its own)
  const withJulia = trainer.getByRole('region', { name: /^Conversación con Julia/ });
  await withJulia.getByLabel('Tu respuesta').fill('¡Claro, Julia! Haz 3 series de 12 zancadas por pierna.');
  await withJulia.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(thread.getByRole('article', { name: /^Tú \(entrenador\)/ })).toContainText('zancadas por pierna');
  await expect(conversation.getByRole('article', { name: /^Tu entrenador/ })).toContainText('zancadas por pierna');
  await expect(entry).toContainText('Respondida');

  // The dashboard counts the coach's reply as unread (seen live, not yet read), and leads back to it.
  await member.getByRole('link', { name: 'Inicio' }).click();
  const unread = member.getByRole('link', { name: 'Tienes 1 mensaje nuevo de tu entrenador' });
  await expect(unread).toBeVisible();
  await expect(member.getByRole('link', { name: 'Ir al grupo' })).toHaveAttribute('href', '/grupo');
  await member.screenshot({ path: 'test-results/screens/dashboard-community-360.png', fullPage: true });
  await unread.click();
  await expect(member).toHaveURL(/\/mensajes$/);
  await expect(conversation.getByRole('article', { name: /^Tu entrenador/ })).toContainText('zancadas por pierna');

  // Tadeo has not trained since the edition started: one tap opens a conversation with him.
  await trainer.getByRole('button', { name: /^Abrir conversación: Tadeo/ }).click();
  const withTadeo = trainer.getByRole('region', { name: /^Conversación con Tadeo/ });
  await expect(withTadeo).toContainText('Todavía no hay mensajes: escribe el primero.');
  await expect(withTadeo.getByLabel('Tu respuesta')).toBeVisible();

  await member.screenshot({ path: 'test-results/screens/messages-360.png', fullPage: true });
  await trainer.screenshot({ path: 'test-results/screens/community-tab-1440.png', fullPage: true });
  await expectNoSeriousAxeViolations(member, '/mensajes at 360 px');
  await expectNoSeriousAxeViolations(trainer, 'the Comunidad tab at 1440 px');
  expect(tadeo.email).toContain('@');

  await members.close();
});
