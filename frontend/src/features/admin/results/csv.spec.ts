import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows, quoting commas, quotes and line breaks, CRLF between lines', () => {
    expect(
      toCsv(
        ['Nombre', 'Nota'],
        [
          ['Ana, la "rápida"', 5],
          ['Luis\nPérez', 'ok'],
        ],
      ),
    ).toBe('Nombre,Nota\r\n"Ana, la ""rápida""",5\r\n"Luis\nPérez",ok\r\n');
  });
});
