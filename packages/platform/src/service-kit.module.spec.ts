import type { Provider, ValueProvider } from '@nestjs/common';
import { keepBootConfig, loadConfig, serviceConfigSchema, type ServiceConfig } from './config.js';
import { SERVICE_CONFIG, ServiceKitModule } from './service-kit.module.js';

const APP_CONFIG = Symbol('APP_CONFIG');
const valueOf = (providers: Provider[] | undefined, token: symbol) =>
  (providers?.find((provider) => (provider as ValueProvider).provide === token) as ValueProvider | undefined)?.useValue;

describe('ServiceKitModule: one configuration object per app', () => {
  it("parses the app's configuration once and provides the same object as SERVICE_CONFIG and by the app's token", () => {
    let parses = 0;
    const load = () => {
      parses += 1;
      return loadConfig('voice', serviceConfigSchema('voice'), {});
    };
    const module = ServiceKitModule.forService({
      service: 'voice',
      entities: [],
      migrations: [],
      config: { token: APP_CONFIG, load },
    });
    expect(parses).toBe(1);
    expect(valueOf(module.providers, APP_CONFIG)).toBe(valueOf(module.providers, SERVICE_CONFIG));
    expect(module.exports).toContain(APP_CONFIG);
  });

  it('takes what the boot parsed instead of parsing again', () => {
    const atBoot = loadConfig('admin', serviceConfigSchema('admin'), {}) as ServiceConfig;
    keepBootConfig('admin', atBoot);
    const module = ServiceKitModule.forService({
      service: 'admin',
      entities: [],
      migrations: [],
      config: {
        token: APP_CONFIG,
        load: () => {
          throw new Error('parsed twice');
        },
      },
    });
    expect(valueOf(module.providers, SERVICE_CONFIG)).toBe(atBoot);
  });
});
