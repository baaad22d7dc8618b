import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuthData, rememberSignedInMember } from '../../session/storage';
import { SignInLink } from './SignInLink';

const renderLink = () =>
  render(
    <MemoryRouter>
      <SignInLink />
    </MemoryRouter>,
  );

beforeEach(() => {
  clearAuthData();
});

describe('SignInLink', () => {
  it('offers a visitor to sign in', () => {
    renderLink();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/auth');
  });

  it('is not offered to a member signed in on this browser, until they sign out', () => {
    rememberSignedInMember(true);
    const { unmount } = renderLink();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
    unmount();
    clearAuthData();
    renderLink();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('goes once the session is learnt after the page showed, here or in another tab', () => {
    renderLink();
    act(() => rememberSignedInMember(true));
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
    // Another tab signs out: the browser tells this one with a storage event.
    window.localStorage.clear();
    fireEvent(window, new StorageEvent('storage', { key: null }));
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
  });
});
