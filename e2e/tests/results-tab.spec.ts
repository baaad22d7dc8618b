import { readFile } from 'node:fs/promises';
import { expect, request, test, type Page } from '@playwright/test';
import { DEFAULT_ENROL_CURRENT_UNTIL_DAY, editionBoughtAt } from '@reto/contracts/editions';
import { card, personalData } from '../../system-tests/test/purchase-fixtures.js';
import { JOURNEY_TIMEOUT_MS, expectNoSeriousAxeViolations, signIn, unique } from './support.js';

/** A purchase with the simulated provider, through the public API, as a visitor makes it. */
async function seededPurchase(id: string) {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const checkout = await api.post('/api/create-subscription', {
    data: { personalData: personalData(`resultados.${id}@example.com`, { fullName: `Renata Resultados ${id}` }) },
  });
  expect(checkout.status()).toBe(200);
  const { clientSecret } = (await checkout.json()) as { clientSecret: string };
  const paid = await api.post('/api/confirm-simulated-payment', { data: { ...card, clientSecret } });
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
  await api.dispose();
}

/** The count a step of the funnel shows ('paid', 'checkoutsStarted', ...). */
const stepCount = async (page: Page, step: string) =>
  Number(
    await page
      .getByTestId(`funnel-${step}`)
      .locator('strong')
      .textContent()
      .then((text) => text ?? ''),
  );

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 360, height: 780 },
]) {
  test(`the trainer reads an edition's results on ${viewport.name}: a purchase in the funnel, CSV, accessible`, async ({
    page,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    await page.setViewportSize(viewport);
    const edition = editionBoughtAt(new Date(), DEFAULT_ENROL_CURRENT_UNTIL_DAY).number;
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/results-${viewport.name}-${name}.png`, fullPage: true });

    await page.goto('/auth');
    await signIn(page, process.env.E2E_ADMIN_USERNAME!, process.env.E2E_ADMIN_PASSWORD!);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('tab', { name: 'Resultados' }).click();
    const select = page.getByLabel('Edición');
    await select.selectOption(String(edition));
    await expect(page.getByRole('region', { name: 'Embudo' })).toBeVisible();
    const before = await stepCount(page, 'paid');
    const startedBefore = await stepCount(page, 'checkoutsStarted');

    await seededPurchase(unique());
    // The read model follows the checkout's and the payment's events: each figure moves by one once it has counted it.
    await expect(async () => {
      await select.selectOption(String(edition === 1 ? 2 : edition - 1));
      await select.selectOption(String(edition));
      expect(await stepCount(page, 'paid')).toBe(before + 1);
      expect(await stepCount(page, 'checkoutsStarted')).toBe(startedBefore + 1);
    }).toPass({ timeout: 30_000 });
    for (const region of [
      'Completados por día',
      'Dinero',
      'Motivos de los reembolsos',
      'Recordatorios enviados',
      'Satisfacción',
      'Reseñas',
      'Miembros en riesgo',
      'Mapa de constancia',
    ])
      await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible();
    await expect(page.getByTestId('funnel-cancelled')).toContainText('cancel');
    await expectNoSeriousAxeViolations(page, `Resultados (${viewport.name})`);
    await shot('tab');
    for (const [region, name] of [
      ['Embudo', 'funnel'],
      ['Completados por día', 'days'],
      ['Dinero', 'money'],
      ['Recordatorios enviados', 'reminders'],
      ['Reseñas', 'reviews'],
    ] as const)
      await page
        .getByRole('region', { name: region, exact: true })
        .screenshot({ path: `test-results/results-${viewport.name}-${name}.png` });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV: Embudo' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`embudo-edicion-${edition}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 4),
    ).toEqual([
      'Paso,Personas,Porcentaje (%)',
      expect.stringMatching(/^Visitas a la página de ventas,\d+,$/),
      expect.stringMatching(new RegExp(`^Empezaron el pago,${String(startedBefore + 1)},\\d*$`)),
      expect.stringMatching(new RegExp(`^Pagaron,${String(before + 1)},\\d*$`)),
    ]);
  });
}
