import { describe, expect, it } from 'vitest';
import { copy } from './copy';
import { adminCopy } from './features/admin/admin.copy';
import { anyIllustration, beforeAfter, transformations } from './features/landing/content';
import { landingCopy, reviewsCopy } from './features/landing/landing.copy';

describe('the copy', () => {
  it("shows the profile's access reference as a person can read it out, not as a raw id", () => {
    expect(copy.profile.referenceId('178f4b75-3664-4c55-aa2b-9ba6defd142b')).toBe('Referencia: 178F4B75');
  });
});

describe('the landing says what its pictures are', () => {
  it('labels the shipped drawings as drawings, never as real results', () => {
    const pictures = [...beforeAfter.flatMap((pair) => [pair.before, pair.after]), ...transformations];
    expect(anyIllustration(pictures)).toBe(true);
    expect(landingCopy.beforeAfterLead(true)).toContain('Ilustraciones de referencia, no fotos de participantes.');
    expect(landingCopy.galleryLead(true)).toContain('en ilustraciones de referencia');
    expect(landingCopy.beforeAfterLead(true)).not.toMatch(/reales/i);
  });
});

describe('counts in good Spanish: the singular only for one', () => {
  it('says "1 segundo", "1 reseña", "1 eliminado", "Te queda 1 código"', () => {
    expect(copy.purchaseSuccess.countdown(1)).toBe('Te llevaremos a tu panel en 1 segundo...');
    expect(copy.purchaseSuccess.countdown(3)).toBe('Te llevaremos a tu panel en 3 segundos...');
    expect(reviewsCopy.count(1)).toBe('1 reseña');
    expect(reviewsCopy.count(10000)).toBe('10,000 reseñas');
    expect(adminCopy.access.deleteReport(1, 1)).toBe('1 eliminado, 1 no estaba en la lista.');
    expect(adminCopy.access.importReport(1, 0, ['malo'])).toBe(
      '1 añadido, 0 ya estaban en la lista, 1 inválido: malo.',
    );
    expect(adminCopy.videos.exercises(1)).toBe('1 ejercicio');
    expect(adminCopy.security.onDescription(1)).toMatch(/Te queda 1 código de recuperación\.$/);
    expect(adminCopy.security.onDescription(8)).toMatch(/Te quedan 8 códigos de recuperación\.$/);
  });
});
