import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const bars = () => screen.getByTestId('password-strength').querySelectorAll('.is-on').length;

describe('PasswordStrengthMeter', () => {
  it('says nothing before a password is typed, yet holds its place: nothing below it moves when the estimate arrives', () => {
    render(<PasswordStrengthMeter password="" userInputs={[]} />);
    const meter = screen.getByTestId('password-strength');
    expect(meter.textContent).toBe('');
    expect(meter.querySelectorAll('.password-strength__bars span')).toHaveLength(4);
    expect(bars()).toBe(0);
  });

  it('calls a common password very weak, with Spanish advice', async () => {
    render(<PasswordStrengthMeter password="password1" userInputs={[]} />);
    expect((await screen.findByText(/Seguridad: muy débil\./)).textContent).toMatch(/contraseña usada/);
    expect(bars()).toBe(1);
  });

  it('calls a long, unusual passphrase very strong', async () => {
    render(<PasswordStrengthMeter password="sentadillas-en-la-playa-28" userInputs={[]} />);
    expect(await screen.findByText(/Seguridad: muy fuerte\./)).toBeTruthy();
    expect(bars()).toBe(4);
  });

  it('counts what the person typed elsewhere in the form as guessable', async () => {
    render(<PasswordStrengthMeter password="marisolgarcia" userInputs={['Marisol García', 'marisolgarcia']} />);
    expect(await screen.findByText(/Seguridad: (muy débil|débil)\./)).toBeTruthy();
  });
});
