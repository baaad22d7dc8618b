import { expect, request, test, type Page } from '@playwright/test';
import { card, personalData } from '../../system-tests/test/purchase-fixtures.js';
import {
  JOURNEY_TIMEOUT_MS,
  expectNoSeriousAxeViolations,
  mailedLink,
  reachDashboard,
  signIn,
  unique,
} from './support.js';

/** Pays with the simulated provider and registers in the same (API) browser: the checkout proves the address. */
async function buyerAccount(id: string) {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const buyer = { username: `Marisol Reseña ${id}`, email: `marisol.${id}@example.com`, password: 'reto-28-dias' };
  const checkout = await api.post('/api/create-subscription', {
    data: { personalData: personalData(buyer.email, { fullName: buyer.username }) },
  });
  expect(checkout.status()).toBe(200);
  const { clientSecret } = (await checkout.json()) as { clientSecret: string };
  const paid = await api.post('/api/confirm-simulated-payment', { data: { ...card, clientSecret } });
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
  const registered = await api.post('/api/register', {
    data: { ...buyer, gender: 'female', timezone: 'America/Mexico_City', checkoutProof: clientSecret },
  });
  expect(registered.status()).toBe(201);
  await api.dispose();
  return buyer;
}

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Opiniones de nuestros clientes' });

for (const viewport of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`a buyer's review carries the badge only with proof (${viewport.name}): the member area, then the mailed link`, async ({
    browser,
  }) => {
    // Two browser contexts, axe and screenshots on both viewports: over a minute on a loaded two-core machine.
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const id = unique();
    const buyer = await buyerAccount(id);
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `test-results/reviews-${viewport.name}-${name}.png`, fullPage: false });

    // Signed in: "Deja tu reseña" on the profile publishes at once with the badge, no e-mail step.
    const memberContext = await browser.newContext({ viewport });
    const member = await memberContext.newPage();
    await member.goto('/auth');
    await signIn(member, buyer.email, buyer.password);
    await expect(member).not.toHaveURL(/\/auth$/);
    await reachDashboard(member);
    await member.goto('/profile');
    const card = member.getByTestId('member-review');
    await expect(card.getByRole('heading', { name: 'Deja tu reseña' })).toBeVisible();
    await card.getByRole('button', { name: 'Escribir mi reseña' }).click();
    await expect(card.getByLabel('Email')).toHaveCount(0);
    await expect(card.getByLabel('Nombre')).toHaveValue(buyer.username);
    await card.locator('label', { hasText: '5 estrellas' }).click();
    await card.getByLabel('Nombre').fill(`Marisol ${id}`);
    await card
      .getByLabel('Tu experiencia', { exact: true })
      .fill(`Terminé las cuatro semanas sin saltarme un día. ${id}`);
    await expectNoSeriousAxeViolations(member);
    // The name's rule, where the name is written, scrolled to as the browser scrolls to what gets the
    // focus: clear of the phone's bottom bar, which lies over the page's foot (the shot shows it).
    const nameRule = card.getByText('Se publica tu nombre y la inicial de tu apellido.');
    await nameRule.scrollIntoViewIfNeeded();
    const uncovered = await nameRule.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 2);
      return hit !== null && element.contains(hit);
    });
    expect(uncovered).toBe(true);
    await shot(member, 'member-form');
    await card.getByRole('button', { name: 'Enviar reseña' }).click();
    await expect(card.getByRole('status')).toContainText('Tu opinión ya está publicada.');
    await member.goto('/landing');
    const memberReview = reviewsOf(member)
      .getByRole('article')
      .filter({ hasText: `sin saltarme un día. ${id}` });
    await expect(memberReview).toContainText('Compra verificada');
    await memberContext.close();

    // A visitor typing that address is told to look for the link; the review appears only once it is opened.
    const visitorContext = await browser.newContext({ viewport });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/landing');
    const reviews = reviewsOf(visitor);
    await reviews.getByRole('button', { name: 'Escribir una reseña' }).click();
    const form = reviews.getByRole('form', { name: 'Comparte tu experiencia' });
    await form.locator('label', { hasText: '5 estrellas' }).click();
    await form.getByLabel('Tu experiencia').fill(`Ya voy por la segunda edición. ${id}`);
    await form.getByLabel('Nombre').fill(`Marisol ${id}`);
    await form.getByLabel('Email').fill(buyer.email);
    await form.getByRole('button', { name: 'Enviar reseña' }).click();
    const thanks = reviews.getByRole('status').filter({ hasText: 'Revisa tu email' });
    await expect(thanks).toBeVisible();
    await shot(visitor, 'check-your-email');
    await visitor.reload();
    await expect(reviewsOf(visitor).getByText(`Ya voy por la segunda edición. ${id}`)).toHaveCount(0);

    await visitor.goto(await mailedLink(buyer.email, 'Confirma tu reseña'));
    await expect(visitor.getByRole('status')).toContainText(
      '¡Gracias! Tu reseña ya está publicada con la insignia de compra verificada.',
    );
    await expectNoSeriousAxeViolations(visitor);
    await shot(visitor, 'confirmed');
    await visitor.getByRole('link', { name: 'Ver las reseñas' }).click();
    const confirmed = reviewsOf(visitor)
      .getByRole('article')
      .filter({ hasText: `segunda edición. ${id}` });
    await expect(confirmed).toContainText('Compra verificada');
    // One review per purchase: the newer one replaced the member's.
    await expect(reviewsOf(visitor).getByText(`sin saltarme un día. ${id}`)).toHaveCount(0);
    await visitorContext.close();
  });
}
