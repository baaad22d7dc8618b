import { bootstrapService } from '@reto/platform';
import { loadChallengeConfig } from './challenge.config.js';

await bootstrapService('challenge', async () => (await import('./app.module.js')).AppModule, loadChallengeConfig);
