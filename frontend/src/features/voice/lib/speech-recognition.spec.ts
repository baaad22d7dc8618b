import { describe, expect, it } from 'vitest';
import { recognitionLanguage } from './speech-recognition';

describe("the browser recogniser's language", () => {
  it("is the browser's own Spanish, else the region of its time zone, else Spain's", () => {
    expect(recognitionLanguage(['es-AR', 'en'], 'Europe/Madrid')).toBe('es-AR');
    expect(recognitionLanguage(['en-US'], 'America/Mexico_City')).toBe('es-MX');
    expect(recognitionLanguage(['es'], 'America/Bogota')).toBe('es-CO');
    expect(recognitionLanguage(['en-US'], 'America/New_York')).toBe('es-US');
    expect(recognitionLanguage(['fr-FR'], 'Europe/Paris')).toBe('es-ES');
  });
});
