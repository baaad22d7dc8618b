import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { readRepoFile as read, repoFiles, ROOT } from './repo-files.js';

/**
 * One word for an e-mail address in what a person reads: the spec's "Email" / "email" ('Email
 * requerido', 'Por favor ingresa tu email registrado', 'No hay emails para importar', …), never
 * "correo (electrónico)" or "e-mail" beside it. The spec's own strings are exact, so a sentence the
 * spec gives word for word stays as it is, even where it says otherwise ("Sin correo electrónico").
 */
const OTHER_WORD = /\b(correos?(\s+electr[oó]nicos?)?|e-mails?)\b(?![@.]\w)/giu;
/** An address like ana@correo.es is not a word for the address. */
const IN_ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+|\b[\w-]+\.(es|com|mx|org|net)\b/giu;

/** The product's own copy: the app, the contracts' messages, the services' mails and answers. */
const SOURCES = /^(frontend\/src|packages\/contracts\/src|services\/[^/]+\/src|gateway\/src)\/.+\.tsx?$/;
const NOT_COPY = [
  /\.(spec|int-spec|test)\.tsx?$/,
  /\/test\//,
  /\.d\.ts$/,
  // The coach's recogniser learns the member's own words (and members say "correo"); it never shows them.
  // So does the list of the app's messages as members quote them (the spec's wording among them).
  // And the second opinion, from the questions members wrote (tune-corpus.ts, generated).
  /^services\/voice\/src\/coach\/(coach-phrases|coach-reading|topic-evidence|spoken-questions|app-messages|tune-corpus)\.ts$/,
];

/** Every quoted sentence of the product specification ('…' or "…"), kept word for word. */
export function specStrings(): string[] {
  const found = new Set<string>();
  for (const file of ['docs/spec/1-member-experience.md', 'docs/spec/2-purchase-admin-voice.md']) {
    const text = readFileSync(`${ROOT}${file}`, 'utf8');
    for (const match of text.matchAll(/'([^'\n]{2,200})'|"([^"\n]{2,200})"/gu)) found.add((match[1] ?? match[2])!);
  }
  return [...found];
}

/** A log line or an API description is for developers, not members. */
function isForDevelopers(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isDecorator(parent)) return true;
    if (ts.isCallExpression(parent)) {
      const callee = parent.expression.getText();
      if (/(^|\.)(logger|log|console)\.\w+$/i.test(callee)) return true;
    }
    if (ts.isStatement(parent)) return false;
  }
  return false;
}

/** The texts of one source: string and template literals, and JSX text. */
export function textsOf(path: string, source: string): Array<{ line: number; text: string }> {
  const file = ts.createSourceFile(
    path,
    source,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)) &&
      !isForDevelopers(node)
    ) {
      out.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** The other words for the address in one text, once the spec's exact sentences and addresses are set aside. */
export function otherWords(text: string, exact: readonly string[]): string[] {
  let rest = text.replace(IN_ADDRESS, ' ');
  for (const sentence of exact) if (rest.includes(sentence)) rest = rest.split(sentence).join(' ');
  return [...rest.matchAll(OTHER_WORD)].map((match) => match[0]);
}

const sources = (): string[] =>
  repoFiles().filter((path) => SOURCES.test(path) && !NOT_COPY.some((rule) => rule.test(path)));

describe('the copy names the e-mail address with the spec\'s word, "email"', () => {
  const exact = specStrings();

  it('says "email", not "correo (electrónico)" or "e-mail", in the app, the contracts and the services', () => {
    const found: string[] = [];
    for (const path of sources()) {
      const source = read(path);
      if (source === undefined) continue;
      for (const { line, text } of textsOf(path, source)) {
        const words = otherWords(text, exact);
        if (words.length > 0)
          found.push(`${path}:${String(line)}: «${words.join('», «')}» in ${JSON.stringify(text.slice(0, 100))}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("keeps the spec's sentences that name the address word for word", () => {
    const naming = exact.filter(
      (sentence) => /\b(e-?mails?|correo)\b/iu.test(sentence) && /\s/u.test(sentence) && !/[{}/]/u.test(sentence),
    );
    expect(naming).toEqual(
      expect.arrayContaining(['Email requerido', 'Por favor ingresa tu email registrado', 'Sin correo electrónico']),
    );
    const all = sources()
      .map(read)
      .filter((text): text is string => text !== undefined)
      .join('\n');
    expect(naming.filter((sentence) => !all.includes(sentence))).toEqual([]);
  });

  it('sees every way the other word is written, and leaves addresses, logs and the spec alone', () => {
    const spec = ['Sin correo electrónico', 'Email requerido'];
    expect(otherWords('Correo electrónico', spec)).toEqual(['Correo electrónico']);
    expect(otherWords('Revisa tu correo.', spec)).toEqual(['correo']);
    expect(otherWords('Este e-mail ya pagó', spec)).toEqual(['e-mail']);
    expect(otherWords('Correos separados por coma', spec)).toEqual(['Correos']);
    expect(otherWords('Sin correo electrónico', spec)).toEqual([]);
    expect(otherWords('Escribe a ana@correo.es o a soporte@correo.com', spec)).toEqual([]);
    expect(otherWords('Email requerido', spec)).toEqual([]);
    const texts = textsOf(
      'a.tsx',
      "this.logger.warn({}, 'paid without a known e-mail');\n@Field({ description: 'the e-mail' }) x;\nconst a = <p>Tu correo</p>;\nconst b = `hola ${x} correo`;",
    ).map(({ text }) => text);
    expect(texts).toEqual(expect.arrayContaining(['Tu correo', ' correo']));
    expect(texts.some((text) => text.includes('e-mail'))).toBe(false);
  });
});
