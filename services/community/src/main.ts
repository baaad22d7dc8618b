import { bootstrapService } from '@reto/platform';
import { loadCommunityConfig } from './community.config.js';

await bootstrapService('community', async () => (await import('./app.module.js')).AppModule, loadCommunityConfig);
