import { expect, test } from '@playwright/test';
import {
  mailedLink,
  newMember,
  preApprove,
  reachDashboard,
  register,
  signIn,
  signOut,
  verifyEmail,
} from './support.js';

test('password recovery: the e-mailed link sets a new password that signs in', async ({ page }) => {
  const member = newMember('Mujer', 'Marta');
  await register(page, member);
  await expect(page).toHaveURL(/\/suscripcion$/);
  await signOut(page);

  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);
  // Pages load on demand: the previous page stays on screen until this one has loaded.
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Solicitud procesada')).toBeVisible();
  await expect(page.getByTestId('reset-link')).toHaveCount(0);

  const link = await mailedLink(member.email, 'Restablece');
  await page.goto(link);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-28');
  await page.getByLabel('Confirmar contraseña').fill('otra-cosa-28');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill('nueva-clave-28');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
  await page.getByRole('link', { name: 'Ir a Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, member.email, member.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Error de inicio de sesión' })).toBeVisible();
  await signIn(page, member.email, 'nueva-clave-28');
  await expect(page).toHaveURL(/\/suscripcion$/);

  await page.goto(link);
  await expect(page.getByText('Token inválido o expirado')).toBeVisible();
  await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);
});

test('password recovery past the per-account limit says so in Spanish', async ({ page }) => {
  const email = `limite-${Date.now().toString(36)}@example.com`;
  const limit = Number(process.env.E2E_RATE_LIMIT_PER_ACCOUNT);
  const requestReset = async () => {
    await page.goto('/recuperar-contrasena');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
  };
  for (let i = 0; i < limit; i += 1) {
    await requestReset();
    await expect(page.getByText('Solicitud procesada')).toBeVisible();
  }
  await requestReset();
  await expect(page.getByRole('alert')).toContainText(
    'Demasiados intentos. Por favor, espera unos minutos e inténtalo de nuevo.',
  );
  await expect(page.getByText('Solicitud procesada')).toHaveCount(0);
});

test('emergency access: a pre-approved member signs in through the e-mailed one-time link', async ({ page }) => {
  const member = newMember('Hombre', 'Andrés');
  await preApprove(member.email);
  await register(page, member);
  // Nothing about the address is told before it is proved: the neutral notice, then the link.
  await expect(page.getByTestId('email-verification-notice')).toContainText(member.email);
  await expect(page.getByRole('heading', { name: 'Tu acceso está aprobado' })).toHaveCount(0);
  await verifyEmail(page, member.email);
  await reachDashboard(page);
  await signOut(page);

  await page.goto('/emergency');
  await page.getByRole('button', { name: 'Solicitar acceso' }).click();
  await expect(page.getByText('Por favor ingresa tu email registrado')).toBeVisible();
  // An address that is not listed sees the same neutral answer as a listed one (DECISIONS.md 3).
  await page.getByLabel('Email registrado').fill('nadie@example.com');
  await page.getByRole('button', { name: 'Solicitar acceso' }).click();
  await expect(page.getByText('Revisa tu email')).toBeVisible();
  await page.goto('/emergency');
  await page.getByLabel('Email registrado').fill(`  ${member.email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Solicitar acceso' }).click();
  await expect(page.getByText('Revisa tu email')).toBeVisible();

  const link = await mailedLink(member.email, 'enlace de acceso');
  expect(new URL(link).pathname).toBe('/');
  await page.goto(link);
  await expect(page.getByText('¡Hola, Andrés! Has iniciado sesión correctamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-name')).toHaveText(member.firstName);
});

test('an invalid ?token= link says "Error de autenticación" and signs nobody in', async ({ page }) => {
  await page.goto('/?token=no-es-un-token-valido');
  const toast = page.getByRole('alert').filter({ hasText: 'Error de autenticación' });
  await expect(toast).toContainText('El token no es válido o ha expirado. Por favor, inicia sesión normalmente.');
  await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});
