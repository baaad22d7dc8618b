import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatEditionStart } from '@reto/contracts/shared-copy';
import { expectNoSeriousAxeViolations, unique } from './support.js';

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 360, height: 780 }, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, hasTouch: false },
] as const;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A real JPEG made by the browser's own canvas, as a phone's camera roll would hand one over. */
async function jpegPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate<string>(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    context.fillStyle = '#d4a017';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#0b1f15';
    context.fillRect(40, 40, 120, 160);
    return canvas.toDataURL('image/jpeg', 0.9);
  })()`);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Drags across a picture with a finger (Chromium touch events, which also raise pointer events). */
async function touchDrag(page: Page, target: Locator, fromX: number, toX: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the slider is not visible');
  const y = box.y + box.height / 2;
  const session = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x: box.x + box.width * x, y }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(fromX) });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(fromX + (toX - fromX) * step),
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

for (const { name, viewport, hasTouch } of VIEWPORTS) {
  test.describe(`the landing on a ${name} (${String(viewport.width)} px)`, () => {
    test.use({ viewport, hasTouch });

    test('the hero shows the next edition, its start date and the price in the visitor’s currency', async ({
      browser,
      request,
    }) => {
      const edition = (await (await request.get('/api/next-edition')).json()) as { number: number; startDate: string };
      const context = await browser.newContext({ viewport, hasTouch, extraHTTPHeaders: { 'X-Country-Code': 'MX' } });
      const page = await context.newPage();
      await page.goto('/landing');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Reto Emilio ${String(edition.number)}: 4 Semanas`,
      );
      await expect(page.getByTestId('hero-start')).toHaveText(`Comienza el ${formatEditionStart(edition.startDate)}`);
      await expect(page.getByTestId('hero-price')).toHaveText(/^≈ \$[\d,]+ MXN$/);
      const price = await page.getByTestId('hero-price').innerText();
      expect(price).not.toBe('$78');
      const buy = page.getByRole('link', { name: `Comenzar ahora - ${price}` }).first();
      await expect(buy).toHaveAttribute('href', '/subscribe');
      await expect(page).toHaveTitle(`Reto Emilio ${String(edition.number)}: 4 Semanas`);
      // The price as it is, and the way in for returning members.
      await expect(page.locator('.hero__period')).toHaveText('cada 28 días · cancela cuando quieras');
      await expect(page.getByRole('link', { name: 'Iniciar sesión', exact: true })).toHaveAttribute('href', '/auth');
      await expectNoHorizontalScroll(page);
      await buy.click();
      await expect(page).toHaveURL(/\/subscribe$/);
      await context.close();
    });

    test('what is included (no unmeasured satisfaction figure), the testimonials, the disclaimer and the footer', async ({
      page,
    }) => {
      await page.goto('/landing');
      for (const title of ['Rutina estructurada', 'Nutrición personalizada', 'Contacto directo y grupo privado']) {
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
      }
      // Nobody has been asked yet: no satisfaction figure until it is measured from enough answers.
      await expect(page.getByText(/se declaran satisfech|98 ?%/)).toHaveCount(0);
      // The shipped pictures are drawings, and the page says so.
      await expect(page.getByText('Ilustraciones de referencia, no fotos de participantes.')).toBeVisible();

      const readMore = page.getByRole('button', { name: 'Leer más' });
      await expect(readMore).toHaveCount(2);
      const storyId = (await readMore.first().getAttribute('aria-controls')) ?? '';
      const story = page.locator(`[id="${storyId}"]`);
      await expect(story).toBeHidden();
      await readMore.first().click();
      await expect(page.getByRole('button', { name: 'Leer menos' })).toHaveAttribute('aria-expanded', 'true');
      await expect(story).toBeVisible();
      await page.getByRole('button', { name: 'Leer menos' }).click();
      await expect(story).toBeHidden();
      await expect(page.getByRole('button', { name: 'Leer más' })).toHaveCount(2);

      await expect(page.getByText('Los resultados varían de una persona a otra')).toBeVisible();
      await expect(
        page.getByText(/no forma parte de Facebook, Instagram, TikTok ni de ninguna red social/),
      ).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('De lunes a viernes, de 9:00 a 18:00, hora de Ciudad de México')).toBeVisible();
      await expect(footer.getByRole('heading', { name: 'Garantía de 30 días' })).toBeVisible();
      await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      for (const method of ['Visa', 'Mastercard', 'American Express'])
        await expect(footer.getByText(method, { exact: true })).toBeVisible();
      // the checkout takes cards only
      await expect(footer.getByText('PayPal', { exact: true })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: /Conocer el coach con IA/ })).toHaveAttribute('href', '/vision');
      await expect(page.getByRole('link', { name: 'Habla con el coach' })).toHaveAttribute('href', '/voice');
    });

    test('the before/after sliders move by dragging and by keyboard', async ({ page }) => {
      await page.goto('/landing');
      const sliders = page.getByRole('slider');
      await expect(sliders).toHaveCount(3);
      for (const slider of await sliders.all()) await expect(slider).toHaveAttribute('aria-valuenow', '50');

      const frame = page.getByTestId('compare-frame').first();
      await frame.scrollIntoViewIfNeeded();
      const box = await frame.boundingBox();
      if (!box) throw new Error('the slider is not visible');
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      const dragged = Number(await sliders.first().getAttribute('aria-valuenow'));
      expect(dragged).toBeGreaterThanOrEqual(18);
      expect(dragged).toBeLessThanOrEqual(22);

      if (hasTouch) {
        const second = page.getByTestId('compare-frame').nth(1);
        await second.scrollIntoViewIfNeeded();
        await touchDrag(page, second, 0.5, 0.85);
        const touched = Number(await sliders.nth(1).getAttribute('aria-valuenow'));
        expect(touched).toBeGreaterThanOrEqual(82);
        expect(touched).toBeLessThanOrEqual(88);
      }

      const third = sliders.nth(2);
      await third.focus();
      await page.keyboard.press('ArrowRight');
      await expect(third).toHaveAttribute('aria-valuenow', '55');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(third).toHaveAttribute('aria-valuenow', '45');
      await page.keyboard.press('End');
      await expect(third).toHaveAttribute('aria-valuenow', '100');
      await page.keyboard.press('Home');
      await expect(third).toHaveAttribute('aria-valuenow', '0');
    });

    test('the twelve transformations open full screen and close on Escape or a click outside', async ({ page }) => {
      await page.goto('/landing');
      const openers = page.getByRole('button', { name: /^Ampliar: Transformación de/ });
      await expect(openers).toHaveCount(12);
      const opener = openers.nth(4);
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img')).toBeVisible();
      const size = await dialog.boundingBox();
      expect(size?.width).toBe(viewport.width);
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await openers.nth(9).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('img').click();
      await expect(dialog).toBeVisible();
      await dialog.click({ position: { x: 8, y: (size?.height ?? 600) - 8 } });
      await expect(dialog).toBeHidden();
      await expect(openers.nth(9)).toBeFocused();
    });

    test('the reviews: summary from the stored ratings, the first 6, all of them and fewer again', async ({ page }) => {
      await page.goto('/landing');
      const reviews = page.getByRole('region', { name: 'Opiniones de nuestros clientes' });
      await expect(reviews.getByTestId('reviews-average')).toHaveText(/^\d\.\d\d$/);
      await expect(reviews.getByTestId('reviews-count')).toHaveText(/^\d+ reseñas$/);
      await expect(reviews.getByRole('listitem', { name: /^5 estrellas: \d+ reseñas$/ })).toBeVisible();
      const cards = reviews.getByRole('article');
      await expect(cards).toHaveCount(6);
      await reviews.getByRole('button', { name: 'Ver todas las reseñas' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12);
      // A seeded sample (nobody bought anything to write it) carries no purchase badge.
      const sample = cards.filter({ hasText: 'Mariana G.' }).first();
      await expect(sample).toBeVisible();
      await expect(sample).not.toContainText('Compra verificada');
      await reviews.getByRole('button', { name: 'Ver menos reseñas' }).click();
      await expect(cards).toHaveCount(6);
      await expectNoHorizontalScroll(page);
    });

    test('a visitor sends a review with a photo through every state of the form', async ({ page }) => {
      await page.goto('/landing');
      const reviews = page.getByRole('region', { name: 'Opiniones de nuestros clientes' });
      await reviews.getByRole('button', { name: 'Escribir una reseña' }).click();
      const form = reviews.getByRole('form', { name: 'Comparte tu experiencia' });
      // No stars are preset: the reviewer chooses them.
      await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
      const id = unique();
      await form.locator('label', { hasText: '4 estrellas' }).click();
      await form.getByLabel('Título (opcional)').fill('Cuatro semanas que valieron la pena');
      await form.getByLabel('Tu experiencia').fill('Terminé todas las rutinas. <b>Nada de HTML</b> aquí.');
      await form.getByLabel('Nombre').fill(`Visitante ${id}`);
      await form.getByLabel('Email').fill(`visitante.${id}@example.com`);
      await form.getByLabel('Elegir imagen').setInputFiles({
        name: 'progreso.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpegPhoto(page),
      });
      await expect(form.getByRole('img', { name: 'Vista previa de tu foto' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // The network fails once: the alert shows and everything typed stays.
      await page.route('**/api/submit-review', (route) => route.abort('failed'), { times: 1 });
      await form.getByRole('button', { name: 'Enviar reseña' }).click();
      await expect(form.getByRole('alert')).toHaveText('Error al enviar la reseña. Por favor, intenta de nuevo.');
      await expect(form.getByLabel('Nombre')).toHaveValue(`Visitante ${id}`);
      await expect(form.getByLabel('4 estrellas')).toBeChecked();
      await expect(form.getByRole('img', { name: 'Vista previa de tu foto' })).toBeVisible();

      // The answer is held until the "Enviando..." state has been seen.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const sent: { contentType?: string | null; body?: string } = {};
      await page.route(
        '**/api/submit-review',
        async (route) => {
          sent.contentType = await route.request().headerValue('content-type');
          sent.body = route.request().postDataBuffer()?.toString('latin1') ?? '';
          await held;
          await route.continue();
        },
        { times: 1 },
      );
      await form.getByRole('button', { name: 'Enviar reseña' }).click();
      const sending = form.getByRole('button', { name: 'Enviando...' });
      await expect(sending).toBeDisabled();
      await expect(form.getByLabel('Nombre')).toBeDisabled();
      release();

      // Whatever the address, the visitor is told where the proof comes from; it stays until read.
      const thanks = reviews.getByRole('status').filter({ hasText: 'Revisa tu email' });
      await expect(thanks).toBeVisible();
      await expect(thanks).toContainText(
        'Si compraste el reto con este email, te enviamos un enlace para publicar tu reseña con la insignia de compra verificada.',
      );
      await expect(thanks).toContainText('Si no, la publicaremos en cuanto Emilio la revise.');
      expect(sent.contentType).toMatch(/^multipart\/form-data/);
      expect(sent.body).toContain('filename="progreso.jpg"');
      await page.waitForTimeout(2_500);
      await expect(thanks).toBeVisible();

      // "Entendido" closes it and the form starts over with no stars and empty fields.
      await thanks.getByRole('button', { name: 'Entendido' }).click();
      await expect(thanks).toBeHidden();
      await reviews.getByRole('button', { name: 'Escribir una reseña' }).click();
      await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(form.getByLabel('Nombre')).toHaveValue('');
      await expect(form.getByLabel('Tu experiencia')).toHaveValue('');
      await expect(form.getByRole('img', { name: 'Vista previa de tu foto' })).toHaveCount(0);
      // A pending review is not listed before the admin approves it.
      await expect(reviews.getByText(`Visitante ${id}`)).toHaveCount(0);
    });

    test('terms, privacy and the AI companion are real pages linked from the footer', async ({ page }) => {
      await page.goto('/landing');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y condiciones de venta');
      await expect(page.getByRole('heading', { name: 'Garantía de 30 días' }).first()).toBeVisible();
      await expect(page.getByText(/se renueva automáticamente cada 28 días/)).toBeVisible();
      await expect(page.getByText('Reto Emilio', { exact: false }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidad' }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso de privacidad');
      await expect(page.getByRole('heading', { name: 'Qué datos guardamos y por qué' })).toBeVisible();
      await expect(page.getByText(/Tu email se usa solo para saber si eres cliente verificado/)).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);

      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /Conocer el coach con IA/ })
        .click();
      await expect(page).toHaveURL(/\/vision$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emilio, tu compañero de fitness con IA');
      await expect(page.getByRole('link', { name: 'Hablar con el coach' })).toHaveAttribute('href', '/voice');
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    });

    test('the landing has no serious accessibility violation and no horizontal scroll', async ({ page }) => {
      await page.goto('/landing');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test('the plan page’s footer links open the terms and the privacy notice', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: /Términos/ }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y condiciones de venta');
  await page.goto('/pricing');
  await page.getByRole('link', { name: /Privacidad/i }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso de privacidad');
});
