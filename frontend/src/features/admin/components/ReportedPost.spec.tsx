import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportedPost } from './community-post.fixture';
import { ReportedPost } from './ReportedPost';

const props = { reports: 3, lastReportedAt: '2026-11-20T12:00:00Z', busy: false };

afterEach(() => vi.unstubAllGlobals());

describe('ReportedPost', () => {
  it('shows the post, how many reported it, and hides it or pauses its author for the period chosen', () => {
    const onHide = vi.fn();
    const onMute = vi.fn();
    render(<ReportedPost post={reportedPost()} {...props} onHide={onHide} onMute={onMute} />);
    expect(screen.getByText('Ana P.')).toBeTruthy();
    expect(screen.getByText('3 reportes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://spam.example' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    expect(onHide).toHaveBeenCalledWith(true);
    fireEvent.change(screen.getByLabelText('Pausar a Ana P. en el grupo'), { target: { value: '168' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(onMute).toHaveBeenCalledWith(168);
  });

  it('marks a hidden post and offers to restore it; no pause for the trainer’s own post', () => {
    const onHide = vi.fn();
    const trainer = {
      __typename: 'CommunityPostAuthor' as const,
      name: 'Emilio',
      trainer: true,
      day: null,
      streak: null,
    };
    render(
      <ReportedPost
        post={reportedPost({ hidden: true, author: trainer })}
        {...props}
        onHide={onHide}
        onMute={vi.fn()}
      />,
    );
    expect(screen.getByText('Oculta')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(onHide).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();
  });

  it('shows the photo of a reported reply, hidden or not, fetched from the panel’s path', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(new Blob([new Uint8Array(4)])));
    vi.stubGlobal('fetch', fetchImpl);
    URL.createObjectURL = vi.fn(() => 'blob:reportada');
    const photo = {
      __typename: 'CommunityPhoto' as const,
      url: '/api/admin/community/photos/f9',
      width: 900,
      height: 1200,
    };
    render(
      <ReportedPost
        post={reportedPost({ parentId: 'p0', hidden: true, photo })}
        {...props}
        onHide={vi.fn()}
        onMute={vi.fn()}
      />,
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Foto que compartió Ana P.' }).getAttribute('src')).toBe('blob:reportada'),
    );
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/admin/community/photos/f9');
  });
});
