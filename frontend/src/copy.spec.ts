import { describe, expect, it } from 'vitest';
import { copy } from './copy';
import { anyIllustration, beforeAfter, transformations } from './features/landing/content';
import { landingCopy } from './features/landing/landing.copy';

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
