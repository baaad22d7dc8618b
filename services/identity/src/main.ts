import { bootstrapService } from '@reto/platform';
import { loadIdentityConfig } from './identity.config.js';

await bootstrapService('identity', async () => (await import('./app.module.js')).AppModule, loadIdentityConfig);
