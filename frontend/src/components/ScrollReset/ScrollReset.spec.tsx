import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollReset } from './ScrollReset';

describe('ScrollReset', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top on every change of page, not on a change of the query alone', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/workout/1/1']}>
        <ScrollReset />
        <Routes>
          <Route
            path="/workout/:unitId/:exerciseId"
            element={
              <>
                <Link to="/workout/1/2">siguiente</Link>
                <Link to="?tab=2">pestaña</Link>
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    fireEvent.click(screen.getByText('siguiente'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    fireEvent.click(screen.getByText('pestaña'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
