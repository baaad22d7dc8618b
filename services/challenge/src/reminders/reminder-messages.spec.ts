import { reminderMail, unsubscribeLinks } from './reminder-messages.js';
import { surveyInvitationMail } from './survey-invitation-mail.js';

const PUBLIC_URL = 'https://reto.example';

describe('the e-mails that ride on a reminder', () => {
  it('end with the signature and the line that turns the reminder off, and carry the one-click unsubscribe', () => {
    const mail = reminderMail(
      { tag: 'daily', title: 'Tu rutina de hoy', body: 'Hoy toca la rutina #3.', url: '/dashboard' },
      PUBLIC_URL,
      'token-1',
    );
    const lines = mail.text.split('\n');
    expect(mail.subject).toBe('Tu rutina de hoy');
    expect(lines.slice(0, 3)).toEqual([
      'Hoy toca la rutina #3.',
      '',
      expect.stringContaining(`${PUBLIC_URL}/dashboard`),
    ]);
    expect(lines.slice(3)).toEqual(['', expect.any(String), '', unsubscribeLinks('daily', PUBLIC_URL, 'token-1').line]);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/notification-settings/unsubscribe?token=token-1>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('the check-in ends as the reminder it rides on does, after one link per score', () => {
    const unsubscribe = unsubscribeLinks('daily', PUBLIC_URL, 'token-2');
    const survey = surveyInvitationMail(PUBLIC_URL, (score) => `score-${score}`, unsubscribe);
    const reminder = reminderMail({ tag: 'daily', title: 't', body: 'b', url: '/' }, PUBLIC_URL, 'token-2');
    expect(survey.text.split('\n').slice(-4)).toEqual(reminder.text.split('\n').slice(-4));
    expect(survey.text).toContain('token=score-5');
    expect(survey.headers).toEqual(unsubscribe.headers);
  });
});
