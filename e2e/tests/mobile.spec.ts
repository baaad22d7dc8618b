import { expect, test } from '@playwright/test';
import { newMember, register, signIn, signOut } from './support.js';

test.use({
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
});

test('on a phone: failed logins show the cleanup then the connectivity message; mobile-login keeps a bearer token that renews', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const member = newMember('Mujer', 'Carla');
  await register(page, member);
  await expect(page).toHaveURL(/\/suscripcion$/);
  await signOut(page);

  await signIn(page, member.email, 'no-es-la-clave');
  await expect(page.getByRole('alert').filter({ hasText: 'Optimizando para móvil' })).toContainText(
    'Limpiando datos automáticamente. Intenta de nuevo.',
  );
  await signIn(page, member.email, 'tampoco-es-la-clave');
  await expect(page.getByRole('alert').filter({ hasText: 'Problema de conectividad móvil' })).toContainText(
    'Si persiste el problema, verifica tu conexión a internet y vuelve a intentar.',
  );

  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/suscripcion$/);
  const token = await page.evaluate("localStorage.getItem('mobile_auth_token')");
  expect(token).toEqual(expect.any(String));
  expect(await page.evaluate("localStorage.getItem('mobile_login_failures')")).toBeNull();

  await page.reload();
  await expect
    .poll(() => page.evaluate("localStorage.getItem('mobile_auth_token')"), { timeout: 10_000 })
    .not.toBe(token);
  await expect(page.getByTestId('streak-badge')).toBeVisible();

  const renewedAtStart = await page.evaluate("localStorage.getItem('mobile_auth_token')");
  await page.clock.fastForward('04:00');
  expect(await page.evaluate("localStorage.getItem('mobile_auth_token')")).toBe(renewedAtStart);
  await page.clock.fastForward('01:01');
  await expect
    .poll(() => page.evaluate("localStorage.getItem('mobile_auth_token')"), { timeout: 10_000 })
    .not.toBe(renewedAtStart);
  const renewedAfterFiveMinutes = await page.evaluate("localStorage.getItem('mobile_auth_token')");
  const currentUserWith = async (bearer: unknown) =>
    (await request.get('/api/users/current', { headers: { authorization: `Bearer ${String(bearer)}` } })).status();
  expect(await currentUserWith(renewedAtStart)).toBe(401);
  expect(await currentUserWith(renewedAfterFiveMinutes)).toBe(200);
});
