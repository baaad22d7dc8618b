import { describe, expect, it } from 'vitest';
import { copy } from './copy';

describe('the copy', () => {
  it("shows the profile's access reference as a person can read it out, not as a raw id", () => {
    expect(copy.profile.referenceId('178f4b75-3664-4c55-aa2b-9ba6defd142b')).toBe('Referencia: 178F4B75');
  });
});
