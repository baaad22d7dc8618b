import { describe, expect, it } from 'vitest';
import { legalCopy } from './legal.copy';

describe('the terms of sale', () => {
  it("state billing's price and guarantee as the server answers them", () => {
    const text = legalCopy.terms
      .sections({
        brand: 'Reto',
        email: 'hola@reto.example',
        hours: 'de lunes a sábado, de 8:00 a 20:00, hora de Madrid',
        guaranteeDays: 14,
        priceUsd: 99,
      })
      .flatMap((section) => [section.heading, ...section.paragraphs])
      .join('\n');
    expect(text).toContain('El precio es de 99 USD por cada periodo de 28 días.');
    expect(text).toContain('4. Garantía de 14 días');
    expect(text).not.toContain('78 USD');
    // the support hours are the setting's, not a fixed string
    expect(text).toContain('Atendemos de lunes a sábado, de 8:00 a 20:00, hora de Madrid.');
    expect(text).not.toContain('EST');
  });

  it('say what the private group and the direct contact are: who is in it, who answers and when', () => {
    const text = legalCopy.terms
      .sections({
        brand: 'Reto',
        email: 'hola@reto.example',
        hours: 'de lunes a sábado, de 8:00 a 20:00',
        guaranteeDays: 14,
        priceUsd: 99,
      })
      .flatMap((section) => section.paragraphs)
      .join('\n');
    expect(text).toContain('acceso al grupo privado');
    expect(text).toContain('El grupo privado reúne solo a quienes hacen tu misma edición');
    expect(text).toContain('te responde él mismo de lunes a sábado, de 8:00 a 20:00.');
  });
});
