import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuthData, rememberSignedInMember } from '../../session/storage';
import { BuyButton } from './BuyButton';

const renderButton = () =>
  render(
    <MemoryRouter>
      <BuyButton label="COMENZAR AHORA" />
    </MemoryRouter>,
  );

beforeEach(() => {
  clearAuthData();
});

describe('BuyButton', () => {
  it('offers the purchase to a visitor', () => {
    renderButton();
    expect(screen.getByRole('link', { name: 'COMENZAR AHORA' }).getAttribute('href')).toBe('/subscribe');
  });

  it('leads a member signed in on this browser to their panel instead of a purchase, until they sign out', () => {
    rememberSignedInMember(true);
    const { unmount } = renderButton();
    expect(screen.queryByRole('link', { name: 'COMENZAR AHORA' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a mi panel' }).getAttribute('href')).toBe('/dashboard');
    unmount();
    clearAuthData();
    renderButton();
    expect(screen.getByRole('link', { name: 'COMENZAR AHORA' })).toBeTruthy();
  });

  it('follows the session learnt after the page showed, and a sign-out, without being shown again', () => {
    renderButton();
    expect(screen.getByRole('link', { name: 'COMENZAR AHORA' })).toBeTruthy();
    act(() => rememberSignedInMember(true));
    expect(screen.getByRole('link', { name: 'Ir a mi panel' }).getAttribute('href')).toBe('/dashboard');
    act(() => clearAuthData());
    expect(screen.getByRole('link', { name: 'COMENZAR AHORA' })).toBeTruthy();
  });
});
