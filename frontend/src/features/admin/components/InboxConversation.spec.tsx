import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InboxConversation } from './InboxConversation';

const entry = {
  __typename: 'CommunityInboxEntry' as const,
  conversationId: 'c1',
  userId: 7,
  memberName: 'Ana P.',
  unread: 1,
  awaitingSince: '2026-11-28T10:00:00.000Z',
  lastMessageAt: '2026-11-28T10:00:00.000Z',
  lastMessage: '¿Puedo cambiar la rutina?',
  day: 12,
  streak: 4,
  lastCompletedAt: '2026-11-27T18:00:00.000Z',
};
const message = (id: string, fromTrainer: boolean, body: string) => ({
  __typename: 'DirectMessage' as const,
  id,
  conversationId: 'c1',
  fromTrainer,
  authorName: fromTrainer ? 'emilio' : 'Ana P.',
  body,
  createdAt: '2026-11-28T10:00:00.000Z',
});

describe('InboxConversation', () => {
  it("shows the member's progress and each message under its author, the trainer's as his own, with a reply box", () => {
    render(
      <InboxConversation
        current={{
          entry,
          messages: [message('m1', false, '¿Puedo cambiar la rutina?'), message('m2', true, 'Sí, claro')],
        }}
        onReply={vi.fn(async () => null)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ana P.' })).toBeTruthy();
    expect(screen.getByText('Racha de 4 días')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.className)).toEqual([
      'dm__message dm__message--coach',
      'dm__message dm__message--mine',
    ]);
    expect(items[1]!.textContent).toContain('Tú (entrenador)');
    expect(screen.getByRole('textbox')).toBeTruthy();
  });

  it('says so when nothing was written yet', () => {
    render(<InboxConversation current={{ entry, messages: [] }} onReply={vi.fn(async () => null)} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
