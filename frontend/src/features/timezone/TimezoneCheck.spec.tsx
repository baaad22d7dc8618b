import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmTimezoneHere } from '../../hooks/useShownUntilDone';
import { TimezoneCheck } from './TimezoneCheck';

const renderCheck = (memberId = 7) =>
  render(
    <MemoryRouter>
      <TimezoneCheck memberId={memberId} timezoneLabel="Ciudad de México" />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
});

describe('TimezoneCheck', () => {
  it('asks whether the zone the account got is right, until the member says so', () => {
    const first = renderCheck();
    expect(screen.getByTestId('timezone-check').textContent).toContain(
      'Tus rutinas se desbloquean a medianoche (00:00) de Ciudad de México.',
    );
    expect(screen.getByRole('link', { name: 'Cambiar zona horaria' }).getAttribute('href')).toBe('/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Sí, es correcta' }));
    expect(screen.queryByTestId('timezone-check')).toBeNull();
    first.unmount();
    renderCheck();
    expect(screen.queryByTestId('timezone-check')).toBeNull();
  });

  it('asks no more once the zone was chosen in the settings, and asks each member for their own', () => {
    confirmTimezoneHere(7);
    renderCheck(7);
    expect(screen.queryByTestId('timezone-check')).toBeNull();
    renderCheck(8);
    expect(screen.getByTestId('timezone-check')).toBeTruthy();
  });
});
