import { extractYouTubeId, ImportPreApprovedInputSchema, MemberSearchSchema, UpdateVideoInputSchema } from './admin.js';

describe('YouTube links (spec 2, section 5)', () => {
  it('takes the id from every link form, with extra parameters, or a bare 11-character id', () => {
    for (const link of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'youtube.com/embed/dQw4w9WgXcQ?start=3',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ?si=abc',
      'https://youtu.be/dQw4w9WgXcQ?si=abc&t=1',
      '  https://youtu.be/dQw4w9WgXcQ  ',
    ]) {
      expect([link, extractYouTubeId(link)]).toEqual([link, 'dQw4w9WgXcQ']);
    }
  });

  it("tells a link that is not YouTube's (null) from a YouTube link without a valid id ('')", () => {
    expect(extractYouTubeId('https://vimeo.com/12345')).toBeNull();
    expect(extractYouTubeId('no es un enlace')).toBeNull();
    expect(extractYouTubeId('https://www.youtube.com/channel/UC123')).toBeNull();
    expect(extractYouTubeId('https://youtu.be/corto')).toBe('');
    expect(extractYouTubeId('https://www.youtube.com/watch?v=')).toBe('');
  });

  it("refuses with the spec's two messages", () => {
    const parse = (videoId: string) =>
      UpdateVideoInputSchema.safeParse({ unitId: 1, exerciseId: 2, gender: 'female', videoId }).error?.issues[0]
        ?.message;
    expect(parse('https://vimeo.com/1')).toBe('El formato del enlace de video no es válido');
    expect(parse('https://youtu.be/corto')).toBe('No se pudo extraer un ID válido del enlace de YouTube');
  });
});

describe('bulk import text', () => {
  it('splits by comma, semicolon or newline and trims each item', () => {
    expect(ImportPreApprovedInputSchema.parse({ emails: ' a@x.com,b@x.com;\nc@x.com\r\n ;, ' }).emails).toEqual([
      'a@x.com',
      'b@x.com',
      'c@x.com',
    ]);
    expect(ImportPreApprovedInputSchema.safeParse({ emails: ' ;, ' }).error?.issues[0]?.message).toBe(
      'No hay emails para importar',
    );
  });
});

describe('Usuarios opened on one member (the link from Resultados)', () => {
  it('takes the account from the query string, and refuses one that is not an account with a Spanish message', () => {
    expect(MemberSearchSchema.parse({ userId: '12' })).toEqual({ query: '', userId: 12, offset: 0, limit: 20 });
    for (const userId of ['abc', '0', '1.5']) {
      expect(MemberSearchSchema.safeParse({ userId }).error?.issues[0]?.message).toMatch(
        /^El miembro debe ser un número/,
      );
    }
  });
});
