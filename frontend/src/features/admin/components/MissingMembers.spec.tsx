import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MissingMembers } from './MissingMembers';

const ana = { userId: 7, memberName: 'Ana P.', day: 12, streak: 0, lastCompletedAt: null, missedDays: 3 };

describe('MissingMembers', () => {
  it('lists each member with the days missed and their progress, and opens a conversation in one tap', () => {
    const onOpen = vi.fn();
    render(<MissingMembers missing={[ana]} opening={false} onOpen={onOpen} />);
    expect(screen.getByText('Ana P.')).toBeTruthy();
    expect(screen.getByText('3 días sin entrenar')).toBeTruthy();
    expect(screen.getByText('Día 12')).toBeTruthy();
    expect(screen.getByText('Sin entrenamientos todavía')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir conversación: Ana P.' }));
    expect(onOpen).toHaveBeenCalledWith(7);
  });

  it('says when nobody is falling behind, and offers no button while a conversation opens', () => {
    const { unmount } = render(<MissingMembers missing={[]} opening={false} onOpen={vi.fn()} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    unmount();
    render(<MissingMembers missing={[ana]} opening onOpen={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Abrir conversación: Ana P.' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
