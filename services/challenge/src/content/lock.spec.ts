import { cleanDescription } from './description.js';
import { lockState } from './lock.js';
import { programme } from './programme.js';

describe('unit lock logic', () => {
  it('locks later units (future), opens today and the days passed (expired), and unlockAll opens everything', () => {
    expect(lockState(11, 10)).toEqual({ locked: true, reason: 'future' });
    expect(lockState(9, 10)).toEqual({ locked: false, reason: 'expired' });
    expect(lockState(10, 10)).toEqual({ locked: false, reason: 'today' });
    expect(lockState(11, 10, true)).toEqual({ locked: false, reason: 'future' });
    expect(lockState(1, 10, true)).toEqual({ locked: false, reason: 'expired' });
  });
});

describe('the seeded programme', () => {
  const units = programme();

  it('has 28 units: 6 routines a week and DESCANSO on the rest days, each day once', () => {
    expect(units).toHaveLength(28);
    expect(units.filter((u) => u.title.includes('DESCANSO')).map((u) => u.order)).toEqual([7, 14, 21, 28]);
    expect(new Set(units.map((u) => u.order)).size).toBe(28);
    for (const unit of units.filter((u) => !u.title.includes('DESCANSO'))) {
      expect(unit.title).toMatch(/^SEMANA [1-4] - RUTINA #[1-6]$/);
      expect(unit.exercises.length).toBeGreaterThanOrEqual(5);
      expect(unit.duration).toBeGreaterThan(0);
      for (const exercise of unit.exercises) {
        expect(exercise.description.length).toBeGreaterThan(20);
      }
    }
  });

  it('seeds no video ids: the trainer sets real ones (DECISIONS.md 4)', () => {
    for (const exercise of units.flatMap((unit) => unit.exercises)) {
      expect([exercise.videoIdMale, exercise.videoIdFemale, exercise.videoId]).toEqual(['', '', '']);
    }
  });
});

describe('descriptions', () => {
  it('drop the internal updateTimeMale / updateTimeFemale markers', () => {
    expect(cleanDescription('Sentadillas profundas updateTimeMale1712345678 con control')).toBe(
      'Sentadillas profundas con control',
    );
    expect(cleanDescription('Plancha updateTimeFemale 1712345678')).toBe('Plancha');
    expect(cleanDescription('Sin marcas')).toBe('Sin marcas');
  });
});
