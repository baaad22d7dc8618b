import { ESLint } from 'eslint';

/** The repository's ESLint configuration, run on a file that would sit at `path`. */
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const refusals = async (path: string, source: string) => {
  const [result] = await eslint.lintText(source, { filePath: path });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((m) => m.message.replace(/^.* import is restricted from being used by a pattern\. /, ''));
};

describe('the layering, by folder (eslint.config.js)', () => {
  // ESLint's first run loads the configuration, its plugins and the TypeScript parser: long on a busy machine.
  beforeAll(() => eslint.lintText('', { filePath: 'services/billing/src/warm-up.ts' }), 120_000);

  it("refuses an app that imports another app's folder, by path or by package", async () => {
    for (const [path, source] of [
      [
        'services/billing/src/payments/probe.ts',
        "import { UsersRepository } from '../../../identity/src/users/users.repository.js';",
      ],
      ['services/voice/src/probe.ts', "import { AppModule } from '@reto/challenge';"],
      [
        'gateway/src/admin/probe.ts',
        "import { AuditService } from '../../../services/admin/src/audit/audit.service.js';",
      ],
      [
        'services/reviews/src/probe.ts',
        "import { LandingService } from '../../../gateway/src/landing/landing.service.js';",
      ],
    ]) {
      expect(await refusals(path!, source!)).toEqual([
        "An app never imports another app's folder: call it over NATS, with the types of @reto/contracts.",
      ]);
    }
  });

  it('lets an app import its own folders, and the packages', async () => {
    expect(
      await refusals('gateway/src/graphql/probe.ts', "import { AdminResolver } from '../admin/admin.resolver.js';"),
    ).toEqual([]);
    expect(await refusals('services/billing/src/probe.ts', "import { RpcClient } from '@reto/platform';")).toEqual([]);
  });

  it('refuses a package that imports an app', async () => {
    expect(
      await refusals(
        'packages/platform/src/probe.ts',
        "import { AppModule } from '../../../services/voice/src/app.module.js';",
      ),
    ).toEqual(['The packages serve the apps and never import one.']);
  });

  it('refuses a handler, consumer or controller that imports a repository', async () => {
    expect(
      await refusals(
        'services/identity/src/users/users.controller.ts',
        "import { UsersRepository } from './users.repository.js';",
      ),
    ).toEqual(['Handlers call a service, never a repository or an entity.']);
  });
});
