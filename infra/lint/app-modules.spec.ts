import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SERVICES } from '../apps.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What an app's root module may import besides its feature modules: the platform's wiring. */
const PLATFORM_WIRING = ['ServiceKitModule.forService', 'QueuesModule.forService', 'GraphQLModule.forRootAsync'];

/**
 * What an app's root module (`@Module({...})` in `src/app.module.ts`) holds that it should not: its
 * own controllers or providers, or an import that is neither the platform's wiring nor a feature
 * module of the app (`./<feature>/<name>.module.js`). Empty: a thin root.
 */
export function rootModuleFaults(source: string): string[] {
  const file = ts.createSourceFile('app.module.ts', source, ts.ScriptTarget.Latest, true);
  const featureModules = new Set<string>();
  let metadata: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      const named = node.importClause?.namedBindings;
      if (/^\.\/[^/]+\/[^/]+\.module\.js$/.test(from) && named && ts.isNamedImports(named)) {
        for (const element of named.elements) featureModules.add(element.name.text);
      }
    }
    if (
      ts.isDecorator(node) &&
      ts.isCallExpression(node.expression) &&
      node.expression.expression.getText() === 'Module'
    ) {
      const [argument] = node.expression.arguments;
      if (argument && ts.isObjectLiteralExpression(argument)) metadata = argument;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!metadata) return ['no @Module({...}) found'];
  const faults: string[] = [];
  for (const property of metadata.properties) {
    const name = property.name?.getText();
    if (name !== 'imports') {
      faults.push(`declares ${name ?? property.getText()} of its own: they belong to a feature module`);
      continue;
    }
    if (!ts.isPropertyAssignment(property) || !ts.isArrayLiteralExpression(property.initializer)) {
      faults.push('imports is not a list');
      continue;
    }
    for (const element of property.initializer.elements) {
      const wiring = ts.isCallExpression(element) && PLATFORM_WIRING.includes(element.expression.getText());
      const feature = ts.isIdentifier(element) && featureModules.has(element.text);
      if (!wiring && !feature) {
        faults.push(`imports ${element.getText().split('(')[0]}: neither the platform's wiring nor a feature module`);
      }
    }
  }
  return faults;
}

const ROOT_MODULES = [
  ...SERVICES.map((service) => `services/${service}/src/app.module.ts`),
  'gateway/src/app.module.ts',
];

/**
 * One module per feature (docs/house-style.md): an app's root module only wires the platform and
 * imports its feature modules, so a new handler or provider lands in the feature it belongs to,
 * beside the module that says what that feature needs.
 */
describe("the apps' root modules", () => {
  it.each(ROOT_MODULES)('%s imports the platform and its feature modules, nothing else', (path) => {
    expect(rootModuleFaults(readFileSync(`${ROOT}${path}`, 'utf8'))).toEqual([]);
  });

  it('names a root module that declares its own handlers, providers or infrastructure', () => {
    const flat = `
      import { Module } from '@nestjs/common';
      import { BullModule } from '@nestjs/bullmq';
      import { RedisModule, ServiceKitModule } from '@reto/platform';
      import { SurveyModule } from './survey/survey.module.js';
      import { SurveyHandler } from './survey/survey.handler.js';
      import { SurveyService } from './survey/survey.service.js';
      @Module({
        imports: [ServiceKitModule.forService(options), RedisModule.forApp('challenge'), BullModule.registerQueue({ name: 'q' }), SurveyModule],
        controllers: [SurveyHandler],
        providers: [SurveyService],
      })
      export class AppModule {}`;
    expect(rootModuleFaults(flat)).toEqual([
      "imports RedisModule.forApp: neither the platform's wiring nor a feature module",
      "imports BullModule.registerQueue: neither the platform's wiring nor a feature module",
      'declares controllers of its own: they belong to a feature module',
      'declares providers of its own: they belong to a feature module',
    ]);
  });
});
