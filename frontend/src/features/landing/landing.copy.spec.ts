import { describe, expect, it } from 'vitest';
import { landingCopy } from './landing.copy';

describe('the landing’s direct contact and private group', () => {
  it('say who answers (Emilio himself), within the support hours of the setting, and who is in the group', () => {
    const contact = landingCopy.included.find((item) => item.title === 'Contacto directo y grupo privado')!;
    const text = typeof contact.text === 'function' ? contact.text('de lunes a sábado, de 8:00 a 20:00') : contact.text;
    expect(text).toContain('él mismo responde tus dudas de lunes a sábado, de 8:00 a 20:00.');
    expect(text).toContain('Emilio');
    expect(text).toContain('el grupo privado de tu edición');
  });
});
